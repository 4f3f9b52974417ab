// Test helpers for the packages' jest suites; a separate entry so no build ever bundles them.
export { renderPagesAt } from './render-pages-at';
export { holdContent } from './hold-content';
export { signIn, signOut, member } from './auth';
export { mockEndpoint, setupMockApi, installMockApi, apiError, networkError, never, boundaryProblems, TEST_API_ORIGIN } from './mock-api';
export type { MockApi, MockReply, MockRequest, RecordedCall } from './mock-api';
export { aStatement, aReceipt, aPunditRecord, statements, aComment, aNotification, aCommentator, aPodcast, aShow, aUser } from './fixtures';
