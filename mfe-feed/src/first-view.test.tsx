/**
 * @jest-environment node
 */
import { CURRENT_USER_REQUEST, requestKey } from '@receipts/shared/route-data';
import { POPULAR_PREDICTIONS_TRENDING } from '@receipts/shared/trending';
import { FEED_PAGE_SIZE } from './features/statements/hooks/use-statement-feed';
import { aComment, aStatement, aUser, statements } from '@receipts/testing';
import { renderFirstView } from './first-view';

const visitor = { [requestKey(CURRENT_USER_REQUEST.path)]: { status: 401, body: { detail: 'Not signed in.' } } };
const ok = (body: unknown) => ({ status: 200, body });
const feedKey = (extra: Record<string, string> = {}) =>
  requestKey('content-api/statements/', { cursor: 'first', per_page: String(FEED_PAGE_SIZE), ...extra });
const keysetOk = (results: unknown[]) => ok({ results, next_cursor: null });
const popularKey = requestKey(
  'content-api/trending/',
  Object.fromEntries(Object.entries(POPULAR_PREDICTIONS_TRENDING).map(([key, value]) => [key, String(value)])),
);

describe("the feed's server-rendered first view", () => {
  it('renders the home feed and the popular panel from the inlined answers, with no spinner', () => {
    const feed = statements(FEED_PAGE_SIZE).map((statement, index) => ({ ...statement, title: `Feed call ${index + 1}` }));
    const html = renderFirstView({
      pathname: '/',
      search: '',
      answers: { ...visitor, [feedKey()]: keysetOk(feed), [popularKey]: ok([aStatement({ id: 99, title: 'Popular call' })]) },
    });
    expect(html).toContain('Feed call 1');
    expect(html).toContain('Feed call 10');
    expect(html).toContain('Popular call');
    expect(html).not.toMatch(/aria-busy="true"|role="progressbar"/);
  });

  it("renders a member's page as the browser does: the session's user from `{ user }`, no Report on their own card", () => {
    const member = aUser({ id: 5, username: 'casey' });
    const mine = aStatement({ id: 1, title: 'My own call', user: { ...aStatement().user!, id: 5 } });
    const theirs = aStatement({ id: 2, title: 'Their call', user: { ...aStatement().user!, id: 6 } });
    const html = renderFirstView({
      pathname: '/',
      search: '',
      answers: {
        [requestKey(CURRENT_USER_REQUEST.path)]: ok({ user: member }),
        [feedKey()]: keysetOk([mine, theirs]),
        [popularKey]: ok([]),
      },
    });
    expect(html).not.toContain('More actions for My own call');
    expect(html).toContain('More actions for Their call');
  });

  it('renders the search the URL asks for', () => {
    const html = renderFirstView({
      pathname: '/',
      search: '?search=celtics',
      answers: { ...visitor, [feedKey({ search: 'celtics' })]: keysetOk([aStatement({ title: 'Celtics call' })]), [popularKey]: ok([]) },
    });
    expect(html).toContain('Celtics call');
  });

  it('renders the order the URL asks for: Top of the month, not the newest', () => {
    const answers = {
      ...visitor,
      [feedKey({ sort_by: 'top', window: 'month' })]: keysetOk([aStatement({ id: 7, title: 'Month’s top call' })]),
      [feedKey()]: keysetOk([aStatement({ id: 8, title: 'Newest call' })]),
      [popularKey]: ok([]),
    };
    const html = renderFirstView({ pathname: '/', search: '?sort=top&window=month', answers }) ?? '';
    expect(html).toContain('Month’s top call');
    expect(html).not.toContain('Newest call');
    expect(html).toMatch(/value="top"[^>]*checked|checked[^>]*value="top"/);
  });

  it("renders a statement with its comments, once the statement page's code (its own chunk) has loaded", async () => {
    const statement = aStatement({ id: 39, title: 'Detail call' });
    const html = await renderFirstView({
      pathname: '/statements/39',
      search: '',
      answers: {
        ...visitor,
        [requestKey('content-api/statements/39/')]: ok(statement),
        [requestKey('content-api/statements/39/comments/')]: ok([aComment({ text: 'First comment' })]),
      },
    });
    expect(html).toContain('Detail call');
    expect(html).toContain('First comment');
  });

  it('sends nothing when the data did not come with the page (the page would only show a spinner)', () => {
    expect(renderFirstView({ pathname: '/', search: '', answers: visitor })).toBeNull();
    expect(renderFirstView({ pathname: '/not-a-feed-page', search: '', answers: visitor })).toBeNull();
  });

  it('leaves nothing behind for the next request', () => {
    const answers = { ...visitor, [feedKey()]: keysetOk([aStatement({ title: 'Only once' })]), [popularKey]: ok([]) };
    expect(renderFirstView({ pathname: '/', search: '', answers })).toContain('Only once');
    expect(renderFirstView({ pathname: '/', search: '', answers: visitor })).toBeNull();
  });
});
