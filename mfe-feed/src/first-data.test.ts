import { POPULAR_PREDICTIONS_TRENDING } from '@receipts/shared/trending';
import { dataRequestsFor, type FirstData } from '@receipts/shared/route-data';
import firstData from './first-data.json';
import routePatterns from './route-patterns.json';
import { FEED_PAGE_SIZE } from './features/statements/hooks/use-statement-feed';

const declared: FirstData = JSON.parse(JSON.stringify(firstData));

describe("the feed's first-data declarations (its mf-manifest.json carries them)", () => {
  it('are for routes the feed serves', () => {
    expect(routePatterns).toEqual(expect.arrayContaining(Object.keys(declared)));
  });

  it("ask for the home page's first feed page and Popular Predictions exactly as the pages do", () => {
    expect(dataRequestsFor('/', '?league=NBA&search=%20lebron%20&page=7&sort=top&window=month', declared)).toEqual([
      {
        path: 'content-api/statements/',
        searchParams: { league: 'NBA', search: 'lebron', sort_by: 'top', window: 'month', cursor: 'first', per_page: FEED_PAGE_SIZE },
      },
      { path: 'content-api/trending/', searchParams: { ...POPULAR_PREDICTIONS_TRENDING } },
    ]);
  });

  it("ask for a statement and its comments on the statement's page", () => {
    expect(dataRequestsFor('/opinions/42', '', declared).map((request) => request.path)).toEqual([
      'content-api/statements/42/',
      'content-api/statements/42/comments/',
    ]);
  });
});
