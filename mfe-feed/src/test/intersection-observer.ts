import { act } from '@testing-library/react';

/** jsdom has no IntersectionObserver: a fake that tests can drive. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  connected = true;
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  takeRecords() {
    return [];
  }
  disconnect() {
    this.connected = false;
  }
}

export function installIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeIntersectionObserver });
}

export function activeObserver() {
  return FakeIntersectionObserver.instances.filter((observer) => observer.connected).at(-1);
}

/** Pretends the sentinel scrolled into (or out of) view. */
export function setSentinelVisible(isIntersecting: boolean) {
  const observer = activeObserver();
  if (!observer) throw new Error('No sentinel is being observed');
  act(() => observer.callback([{ isIntersecting } as IntersectionObserverEntry], observer as unknown as IntersectionObserver));
}
