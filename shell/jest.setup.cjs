// Browser APIs that Radix primitives touch and jsdom does not implement.
if (typeof window !== 'undefined') {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  if (!window.ResizeObserver) window.ResizeObserver = ResizeObserverStub;
  const proto = window.HTMLElement.prototype;
  if (!proto.scrollIntoView) proto.scrollIntoView = function scrollIntoView() {};
  if (!proto.hasPointerCapture)
    proto.hasPointerCapture = function hasPointerCapture() {
      return false;
    };
  if (!proto.releasePointerCapture) proto.releasePointerCapture = function releasePointerCapture() {};
}
