import { randomBytes } from 'node:crypto';

type FilePart = { field?: string; name: string; type: string; body: Buffer };

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(file: FilePart): { payload: Buffer; headers: Record<string, string> } {
  return multipartFiles([file]);
}

/** A multipart/form-data body with these file parts, in order. */
export function multipartFiles(files: FilePart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----receipts${randomBytes(8).toString('hex')}`;
  const parts = files.map((file) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.body,
      Buffer.from('\r\n'),
    ]),
  );
  const tail = Buffer.from(`--${boundary}--\r\n`);
  return { payload: Buffer.concat([...parts, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export { solidPng } from '@receipts/testing/png';

/** Enough of each format's header for a magic-byte check (the API never decodes the image). */
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest-of-jpeg')]);
export const WEBP_BYTES = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 rest-of-webp')]);
export const GIF_BYTES = Buffer.from('GIF89a\x01\x00\x01\x00rest-of-gif', 'latin1');
