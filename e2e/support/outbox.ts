import fs from 'node:fs';
import path from 'node:path';
import { TMP } from './env';

/** The development outbox: every e-mail the API sends is an RFC 822 file under DATA_DIR/outbox/. */
export function verificationLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  return mailedLinkFor(email, 'verify-email', timeoutMs);
}

/** The link to `/{page}/…` in the newest e-mail to `email` (waits for it), e.g. 'verify-email' or 'reset-password'. */
export async function mailedLinkFor(email: string, page: string, timeoutMs = 15_000, dataDir = path.join(TMP, 'data')): Promise<string> {
  const dir = path.join(dataDir, 'outbox');
  const pattern = new RegExp(`https?://[^\\s"'<>]+/${page}/[^\\s"'<>]+`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
    const newestFirst = files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const file of newestFirst) {
      const message = decodeQuotedPrintable(fs.readFileSync(file, 'utf8'));
      if (!message.toLowerCase().includes(email.toLowerCase())) continue;
      const link = pattern.exec(message)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no e-mail with a /${page}/ link for ${email} in ${dir}`);
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
