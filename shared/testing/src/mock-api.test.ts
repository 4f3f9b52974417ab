import { followsApi, isApiError, statementsApi } from '@receipts/shared';
import { apiError, boundaryProblems, mockEndpoint, setupMockApi } from './mock-api';
import { aStatement } from './fixtures';

const api = setupMockApi();
afterEach(() => api.reset());

describe('HTTP mocks generated from the endpoint table', () => {
  it('answer the client on the table’s method and path, with path parameters and query', async () => {
    api.use(mockEndpoint('statements', 'get', ({ params }) => aStatement({ id: Number(params.id) })));
    api.use(mockEndpoint('statements', 'list', ({ query }) => [aStatement({ title: `page ${query.page}` })]));
    expect((await statementsApi.get(42)).id).toBe(42);
    expect((await statementsApi.list({ page: 2, outcome: ['correct', 'push'] }))[0].title).toBe('page 2');
    expect(api.callsOf('statements.list')[0].query).toEqual({ page: '2', outcome: 'correct,push' });
    expect(boundaryProblems).toEqual([]);
  });

  it('refuse a request body the API would refuse, as the API does (400)', async () => {
    api.use(mockEndpoint('follows', 'toggle', { following: true, followers_count: 1 }));
    const failure = await followsApi.toggle({ followable_type: 'team' as never, object_id: 1 }).catch((error: unknown) => error);
    expect(isApiError(failure) && failure.status).toBe(400);
    expect(boundaryProblems).toEqual([expect.stringContaining('follows.toggle request body: followable_type')]);
  });

  it('flag a mocked answer the API could not give', async () => {
    api.use(mockEndpoint('statements', 'get', { id: 1 } as never));
    await statementsApi.get(1);
    expect(boundaryProblems).toEqual([expect.stringContaining('statements.get mocked answer')]);
  });

  it('pass error answers through, and fail requests nothing answers', async () => {
    api.use(mockEndpoint('statements', 'get', apiError(404, 'Statement not found.')));
    await expect(statementsApi.get(1)).rejects.toMatchObject({ status: 404 });
    await expect(followsApi.mine()).rejects.toThrow('no mock for GET /api/follow/list/');
  });
});
