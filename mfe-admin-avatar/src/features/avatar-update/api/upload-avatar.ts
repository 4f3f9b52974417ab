import {
  ApiError,
  CSRF_COOKIE,
  ROUTES,
  clearSidebarCache,
  directoryApi,
  fillPath,
  getApi,
  readCookie,
  type AvatarUploadResponse,
} from '@receipts/shared';
import type { AvatarKind } from './avatar-kinds';

/** A file transfer may take longer than the shared client's 10 s on a slow line. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** Fraction of the file sent so far, 0…1. */
export type UploadProgress = (fraction: number) => void;

interface RawAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs one file as multipart (field `file`) with the shared client's credentials: session cookie, bearer token,
 * X-CSRFToken. XMLHttpRequest rather than fetch, because only it reports upload progress over HTTP/1.1.
 */
function postFile(url: string, body: MultipartBody, csrfToken: string, onProgress?: UploadProgress): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', body.contentType);
    xhr.setRequestHeader('X-CSRFToken', csrfToken);
    const bearer = getApi().tokens.get();
    if (bearer) xhr.setRequestHeader('Authorization', `Bearer ${bearer}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    // Our own timer rather than xhr.timeout, cleared as soon as the request settles either way.
    const timer = setTimeout(() => {
      xhr.abort();
      reject(new TypeError('The upload timed out'));
    }, UPLOAD_TIMEOUT_MS);
    xhr.addEventListener('loadend', () => clearTimeout(timer));
    xhr.addEventListener('load', () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) }));
    xhr.addEventListener('error', () => reject(new TypeError('Network error while uploading')));
    xhr.send(body.bytes);
  });
}

interface MultipartBody {
  contentType: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * multipart/form-data with one part, field `file`, as bytes. Built by hand rather than with FormData so the
 * body is plain bytes whatever Blob and FormData implementations the page (or a test DOM) has.
 */
export async function multipartBody(file: Blob, fileName: string): Promise<MultipartBody> {
  const boundary = `----receipts-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
  const safeName = fileName.replace(/["\\\r\n]/g, '_');
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
  );
  const data = new Uint8Array(await bytesOf(file));
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const bytes = new Uint8Array(head.length + data.length + tail.length);
  bytes.set(head, 0);
  bytes.set(data, head.length);
  bytes.set(tail, head.length + data.length);
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes };
}

/** Blob.arrayBuffer() where there is one (every current browser), else FileReader (older DOMs such as jsdom). */
function bytesOf(blob: Blob): Promise<ArrayBuffer> {
  if (typeof blob.arrayBuffer === 'function') return blob.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the image'));
    reader.readAsArrayBuffer(blob);
  });
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Step 1 of an avatar change: the file goes to the file storage (POST /api/{kind}/{slug}/avatar-upload/), which answers
 * its URL. A 403 may be a stale CSRF token: like the shared client, fetch a fresh one and retry once.
 */
export async function uploadAvatarFile(
  kind: AvatarKind,
  slug: string,
  file: Blob,
  fileName: string,
  onProgress?: UploadProgress,
): Promise<AvatarUploadResponse> {
  const api = getApi();
  // The contract's path (/api/{kind}/:slug/avatar-upload/) under the client's API base, as the shared client does.
  const path = fillPath(ROUTES[kind].avatarUpload.path, { slug }).replace(/^\/api\//, '');
  const url = `${api.baseUrl.replace(/\/+$/, '')}/${path}`;
  const body = await multipartBody(file, fileName);
  let answer = await postFile(url, body, readCookie(CSRF_COOKIE) ?? (await api.fetchCsrfToken()), onProgress);
  if (answer.status === 403) {
    const fresh = await api.fetchCsrfToken().catch(() => null);
    if (fresh) answer = await postFile(url, body, fresh, onProgress);
  }
  if (answer.status < 200 || answer.status >= 300)
    throw new ApiError(answer.status, answer.body as ConstructorParameters<typeof ApiError>[1]);
  return answer.body as AvatarUploadResponse;
}

/**
 * The whole avatar change: upload the file, PATCH its URL as photo_url, then drop the sidebar's cached
 * list of that kind so the new photo shows there at once.
 */
export async function changeAvatar(
  kind: AvatarKind,
  slug: string,
  file: Blob,
  fileName: string,
  onProgress?: UploadProgress,
): Promise<string> {
  const { url } = await uploadAvatarFile(kind, slug, file, fileName, onProgress);
  await directoryApi[kind].updatePhoto(slug, url);
  clearSidebarCache(kind);
  return url;
}
