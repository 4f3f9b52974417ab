import fs from 'node:fs/promises';
import path from 'node:path';
import net from 'node:net';
import { createMailer } from './index';
import { removeTempDataDirs, tempDataDir } from '../auth/testing';

afterAll(() => removeTempDataDirs());

const log = { info: jest.fn(), error: jest.fn() } as never as Parameters<typeof createMailer>[0]['log'];

describe('mailer', () => {
  it('writes each message as an RFC 822 file under DATA_DIR/outbox and logs its link', async () => {
    const dataDir = await tempDataDir();
    const mailer = createMailer({ smtpUrl: null, dataDir, from: 'Receipts <hello@receipts.test>', log });
    expect(mailer.kind).toBe('outbox');
    await mailer.send({
      to: 'fan@example.test',
      subject: 'Hello',
      text: 'Visit https://x.test/verify-email/1.a',
      link: 'https://x.test/verify-email/1.a',
    });
    const files = await fs.readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await fs.readFile(path.join(dataDir, 'outbox', files[0]), 'utf8');
    expect(raw).toMatch(/^From: Receipts <hello@receipts\.test>\r$/m);
    expect(raw).toMatch(/^To: fan@example\.test\r$/m);
    expect(raw).toMatch(/^Subject: Hello\r$/m);
    expect(raw).toMatch(/^Message-ID: </m);
    expect(raw).toContain('\r\n\r\n');
    expect((log as unknown as { info: jest.Mock }).info).toHaveBeenCalledWith(
      expect.objectContaining({ link: 'https://x.test/verify-email/1.a' }),
      expect.stringContaining('https://x.test/verify-email/1.a'),
    );
    mailer.close();
  });

  it('rejects when SMTP is unreachable; background sends log instead of throwing', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, dataDir: await tempDataDir(), from: 'x@y.test', log });
    expect(mailer.kind).toBe('smtp');
    await expect(mailer.send({ to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow();
    await expect(mailer.sendInBackground({ to: 'a@b.test', subject: 's', text: 't' })).resolves.toBeUndefined();
    await mailer.flush();
    expect((log as unknown as { error: jest.Mock }).error).toHaveBeenCalled();
    mailer.close();
  });
});
