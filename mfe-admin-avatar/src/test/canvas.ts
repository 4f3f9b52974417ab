import { fireEvent } from '@testing-library/react';

/** jsdom cannot draw: a 2D context that records drawImage, and toBlob / toDataURL answering a small JPEG. */
export const JPEG_BYTES = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);

export function fakeCanvas() {
  const drawImage = jest.fn();
  const sizes: { width: number; height: number }[] = [];
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    sizes.push({ width: this.width, height: this.height });
    return { drawImage, fillRect: jest.fn(), fillStyle: '', imageSmoothingQuality: 'low' } as unknown as CanvasRenderingContext2D;
  } as never);
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback, type?: string) {
    callback(new Blob([JPEG_BYTES], { type: type ?? 'image/png' }));
  };
  HTMLCanvasElement.prototype.toDataURL = function toDataURL(type?: string) {
    return `data:${type ?? 'image/png'};base64,${Buffer.from(JPEG_BYTES).toString('base64')}`;
  };
  return { drawImage, sizes };
}

/**
 * jsdom never loads images nor lays anything out: give the image its natural size, the crop area a displayed
 * size, and fire the load event react-image-crop starts from.
 */
export function loadImage(image: HTMLElement, natural: { width: number; height: number }, shown = natural) {
  Object.defineProperty(image, 'naturalWidth', { configurable: true, value: natural.width });
  Object.defineProperty(image, 'naturalHeight', { configurable: true, value: natural.height });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const box = this.classList.contains('ReactCrop__child-wrapper') ? shown : { width: 0, height: 0 };
    return { x: 0, y: 0, top: 0, left: 0, right: box.width, bottom: box.height, ...box, toJSON: () => box } as DOMRect;
  });
  fireEvent.load(image);
}
