/**
 * @jest-environment jest-fixed-jsdom
 */
// jsdom with Node's fetch API, for the HTTP mocks of @receipts/testing.
import { fillHint, hintPlaceholders } from '@receipts/shared';
import { installMockApi, mockEndpoint } from '@receipts/testing';
import remote from '../remote.json';
import { aRecord } from './test/records';
import { navHints } from './routes';

const api = installMockApi();

describe("the account menu's Achievements line", () => {
  const hint = remote.nav.find((item) => item.path === '/achievements')?.hint ?? '';

  it('is a placeholder this remote fills, not a fixed count', () => {
    expect(hintPlaceholders(hint)).toEqual(['achievements']);
  });

  it("reads the member's own 'N of M unlocked' from their track record", async () => {
    api.use(mockEndpoint('users', 'record', aRecord({ summary: { ...aRecord().summary, resolved: 1, hits: 1 } })));
    const values = await navHints({ username: 'jordan' });
    expect(fillHint(hint, values)).toBe('1 of 6 unlocked');
    expect(api.callsOf('users.record').map((call) => call.path)).toEqual(['/api/users/jordan/record/']);
  });
});
