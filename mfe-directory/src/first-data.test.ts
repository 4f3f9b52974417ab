import { dataRequestsFor, type FirstData } from '@receipts/shared/route-data';
import firstData from './first-data.json';
import routePatterns from './route-patterns.json';

const declared: FirstData = JSON.parse(JSON.stringify(firstData));

describe("the directory's first-data declarations (its mf-manifest.json carries them)", () => {
  it('are for routes the directory serves', () => {
    expect(routePatterns).toEqual(expect.arrayContaining(Object.keys(declared)));
  });

  it('ask for a list by popularity and an entry by its (encoded) slug', () => {
    expect(dataRequestsFor('/podcasts', '', declared)).toEqual([{ path: 'podcasts/', searchParams: { sort: 'popular' } }]);
    expect(dataRequestsFor('/shows/first%20take', '', declared)).toEqual([{ path: 'shows/first%20take/', searchParams: {} }]);
  });
});
