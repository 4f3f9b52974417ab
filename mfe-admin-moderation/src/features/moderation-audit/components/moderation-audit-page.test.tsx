import { screen, within } from '@testing-library/react';
import { installMockApi, mockEndpoint, signIn } from '@receipts/testing';
import { renderAt } from '../../../test/render-at';

const member = { id: 12, username: 'loud', display_name: 'Loud Larry', photoURL: null };

installMockApi(
  mockEndpoint('moderation', 'audit', [
    {
      id: 2,
      actor: null,
      target_type: 'statement',
      target_id: 41,
      target_user: member,
      action: 'hide',
      reason: 'Reported by 5 members; hidden until a moderator reviews it.',
      duration: null,
      created_at: '2026-11-21T10:00:00Z',
    },
    {
      id: 1,
      actor: { id: 1, username: 'staff', display_name: 'Sam Staff', photoURL: null },
      target_type: 'user',
      target_id: 12,
      target_user: member,
      action: 'suspend',
      reason: 'Serial spammer',
      duration: '7d',
      created_at: '2026-11-20T10:00:00Z',
    },
  ]),
);

describe('/moderation/audit', () => {
  it('lists who did what, to whom, when and why', async () => {
    signIn({ is_staff: true });
    renderAt('/moderation/audit');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['Automatic', 'hide', 'Statement #41', 'Loud Larry', 'Reported by 5 members; hidden until a moderator reviews it.']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['Sam Staff', 'suspend (7d)', 'Profile #12', 'Loud Larry', 'Serial spammer']);
  });
});
