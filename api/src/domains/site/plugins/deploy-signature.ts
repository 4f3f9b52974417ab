import { createHash, createHmac } from 'node:crypto';

/** The header a deploy signs its call with (shared/build/remote-deploy.cjs writes it the same way). */
export const DEPLOY_SIGNATURE_HEADER = 'x-receipts-deploy';
/** A signature is good for this long: a recorded call cannot be replayed later. */
export const SIGNATURE_TTL_S = 300;

/** `<unix seconds>.<hex HMAC-SHA256 over "<seconds>\n<METHOD>\n<path>\n<sha256 of the JSON body>" with SECRET_KEY>`. */
export function deploySignature(
  secretKey: string,
  method: string,
  url: string,
  body: unknown,
  seconds = Math.floor(Date.now() / 1000),
): string {
  const bodyHash = createHash('sha256')
    .update(body === undefined || body === null ? '' : JSON.stringify(body))
    .digest('hex');
  const mac = createHmac('sha256', secretKey).update(`${seconds}\n${method.toUpperCase()}\n${url}\n${bodyHash}`).digest('hex');
  return `${seconds}.${mac}`;
}
