/**
 * @jest-environment node
 */
import { CURRENT_USER_REQUEST, requestKey } from '@receipts/shared/route-data';
import { aStatement, aUser } from '@receipts/testing';
import { renderFirstView } from '../../../first-view';

const ok = (body: unknown) => ({ status: 200, body });

describe('the server-rendered first view with the lazy Resolve panel', () => {
  it('still renders a staff member’s detail page, the Resolve panel left to the browser', async () => {
    const statement = aStatement({
      id: 39,
      title: 'Detail call',
      statement_type: 'prediction',
      is_locked: true,
      locked_at: '2026-02-08T00:00:00Z',
    });
    const html = await renderFirstView({
      pathname: '/statements/39',
      search: '',
      answers: {
        [requestKey(CURRENT_USER_REQUEST.path)]: ok({ user: aUser({ is_staff: true }) }),
        [requestKey('content-api/statements/39/')]: ok(statement),
        [requestKey('content-api/statements/39/comments/')]: ok([]),
      },
    });
    expect(html).toContain('Detail call');
    expect(html).toContain('Locked');
    expect(html).not.toContain('Resolve');
  });
});
