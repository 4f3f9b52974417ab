/**
 * @jest-environment node
 */
import { CURRENT_USER_REQUEST, requestKey } from '@receipts/shared/route-data';
import { aCommentator } from '@receipts/testing';
import { renderFirstView } from './first-view';

const visitor = { [requestKey(CURRENT_USER_REQUEST.path)]: { status: 401, body: { detail: 'Not signed in.' } } };

describe("the directory's server-rendered first view", () => {
  it('renders the commentators list from the inlined answer', () => {
    const answers = {
      ...visitor,
      [requestKey('commentators/', { sort: 'popular' })]: { status: 200, body: [aCommentator({ id: 1, name: 'Brett Halloran' })] },
    };
    const html = renderFirstView({ pathname: '/commentators', search: '', answers });
    expect(html).toContain('Brett Halloran');
    expect(html).not.toMatch(/aria-busy="true"|role="progressbar"/);
  });

  it('sends nothing without the data', () => {
    expect(renderFirstView({ pathname: '/commentators', search: '', answers: visitor })).toBeNull();
  });
});
