import fs from 'node:fs';
import path from 'node:path';
import { TMP } from './env';

/** The development outbox: every e-mail the API sends is an RFC 822 file under DATA_DIR/outbox/. */
export async function verificationLinkFor(email: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(TMP, 'data', 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
    const newestFirst = files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const file of newestFirst) {
      const message = decodeQuotedPrintable(fs.readFileSync(file, 'utf8'));
      if (!message.toLowerCase().includes(email.toLowerCase())) continue;
      const link = /https?:\/\/[^\s"'<>]+\/verify-email\/[^\s"'<>]+/.exec(message)?.[0];
      if (link) return link.replace(/&amp;/g, '&');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no verification e-mail for ${email} in ${dir}`);
}

function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
