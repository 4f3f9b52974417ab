/**
 * @jest-environment node
 */
import { CURRENT_USER_REQUEST, requestKey } from '@receipts/shared/route-data';
import { renderFirstView } from '../../../first-view';

it('sends no server-rendered first view for /leaderboards (its code loads in the browser), and does not throw', () => {
  const visitor = { [requestKey(CURRENT_USER_REQUEST.path)]: { status: 401, body: { detail: 'Not signed in.' } } };
  expect(renderFirstView({ pathname: '/leaderboards', search: '?window=7d', answers: visitor })).toBeNull();
});
