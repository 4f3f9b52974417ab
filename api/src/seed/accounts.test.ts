import { createTestApp, json, type TestContext } from '../test/harness';
import { browser, removeTempDataDirs, tempDataDir } from '../auth/testing';
import { SEED_ACCOUNTS, seedAccounts } from './accounts';
import { seedDemoData } from './index';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ dataDir: await tempDataDir() });
});
afterAll(async () => {
  await ctx.close();
  await removeTempDataDirs();
});

describe('development accounts', () => {
  it('are created once, verified, and log in through the e-mail endpoint', async () => {
    const first = await seedAccounts(ctx.database.db);
    const second = await seedAccounts(ctx.database.db);
    expect(second.map((u) => u.id)).toEqual(first.map((u) => u.id));
    expect(first.map((u) => [u.email, u.username, u.name, u.emailVerified, u.isStaff])).toEqual([
      ['fan@receipts.test', 'fan', 'Casey Fan', true, false],
      ['staff@receipts.test', 'staff', 'Sam Staff', true, true],
    ]);
    for (const account of SEED_ACCOUNTS) {
      const response = await browser(ctx.app).post('/api/auth/email/login/', { email: account.email, password: account.password });
      expect(response.statusCode).toBe(200);
      expect(json(response).user).toMatchObject({
        email: account.email,
        is_staff: account.isStaff,
        email_verified: true,
        name: account.name,
      });
    }
  });

  it('are part of the demo seed', async () => {
    const fresh = await createTestApp({ dataDir: await tempDataDir() });
    try {
      await seedDemoData(fresh.database.db);
      const login = await browser(fresh.app).post('/api/auth/email/login/', {
        email: 'staff@receipts.test',
        password: 'receipts-staff-2026',
      });
      expect(json(login).user.is_staff).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
