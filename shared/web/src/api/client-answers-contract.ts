import type { z } from 'zod';
import type { Comment, Commentator, FollowLists, PublicProfile, Statement, VoteToggleResponse } from '@receipts/contract';
import type { ENDPOINTS } from '@receipts/contract/schemas';
import type { authApi, directoryApi, followsApi, statementsApi, usersApi } from './endpoint-calls';

/**
 * Type-level drift check, nothing at run time: this stops compiling (`npm run typecheck`) when what the browser
 * client's calls answer is not what the contract says the endpoint answers.
 */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export type ClientAnswersTheContract = [
  Expect<Equal<Answer<typeof statementsApi.get>, Statement>>,
  Expect<Equal<Answer<typeof statementsApi.list>, Statement[]>>,
  Expect<Equal<Answer<typeof statementsApi.comments>, Comment[]>>,
  Expect<Equal<Answer<typeof statementsApi.vote>, VoteToggleResponse>>,
  Expect<Equal<Answer<typeof directoryApi.commentators.get>, Commentator>>,
  Expect<Equal<Answer<typeof followsApi.mine>, FollowLists>>,
  Expect<Equal<Answer<typeof usersApi.profile>, PublicProfile>>,
  Expect<Equal<Answer<typeof authApi.currentUser>, z.output<(typeof ENDPOINTS)['auth']['currentUser']['response']>>>,
];
