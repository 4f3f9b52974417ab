import { z } from 'zod';
import { ROUTES, type Route, type Routes } from './endpoint-paths';
import { answerAppealBody, appealIdParams, appealQueueSchema, appealSchema, createAppealBody } from './schemas/appeals';
import { catalogSchema } from './schemas/catalog';
import { commentSchema, commentVoteBody, createCommentBody } from './schemas/comments';
import { messageSchema, slugParams, statementIdParams, usernameParams } from './schemas/common';
import { commentatorSchema, directoryListQuery, podcastSchema, showSchema, updatePhotoBody } from './schemas/directory';
import { activityCommentPageSchema, activityQuery, activityVotePageSchema } from './schemas/activity';
import { followListsSchema, followToggleBody, followToggleResponse } from './schemas/follows';
import { clientErrorReportSchema, healthResponseSchema, readyResponseSchema } from './schemas/meta';
import {
  notificationListQuery,
  notificationListSchema,
  notificationPreferencesBody,
  notificationPreferencesSchema,
  notificationReadBody,
  notificationStreamEvents,
  notificationStreamSchema,
  unreadCountSchema,
  unsubscribeQuery,
} from './schemas/notifications';
import { avatarUpload, avatarUploadResponseSchema } from './schemas/uploads';
import {
  createReportBody,
  moderationActionBody,
  moderationActionResponse,
  moderationAuditSchema,
  moderationQueueSchema,
  reportResponseSchema,
} from './schemas/moderation';
import {
  createGameBody,
  gameAuditEntrySchema,
  gameDetailSchema,
  gameIdParams,
  gameListQuery,
  gamePageSchema,
  gameResultBody,
  gameResultResponse,
  gameSchema,
  importGamesBody,
  importGamesResponse,
  updateGameBody,
} from './schemas/games';
import { searchQuery, searchResponseSchema } from './schemas/search';
import { insightsResponseSchema, trendingQuery } from './schemas/trending';
import {
  leaderboardQuery,
  leaderboardResponseSchema,
  outcomeAuditEntrySchema,
  recordQuery,
  userRecordSchema,
} from './schemas/track-record';
import {
  createStatementBody,
  outcomeBody,
  statementListQuery,
  statementPageSchema,
  statementSchema,
  voteToggleBody,
  voteToggleResponse,
} from './schemas/statements';
import { sourceCheckBody, sourceCheckResponse, sourceStatusBody } from './schemas/pundits';
import { punditLeaderboardResponseSchema, punditRecordSchema } from './schemas/pundit-records';
import {
  accessTokenResponseSchema,
  passwordChangeBody,
  passwordChangeResponseSchema,
  passwordResetBody,
  passwordResetConfirmBody,
} from './schemas/auth';
import {
  createFeatureRequestBody,
  featureRequestIdParams,
  featureRequestListQuery,
  featureRequestListSchema,
  featureRequestSchema,
  featureRequestStatusBody,
} from './schemas/feature-requests';
import {
  authCheckResponseSchema,
  csrfResponseSchema,
  firebaseBodySchema,
  loginBodySchema,
  logoutResponseSchema,
  profileUpdateBody,
  profileUpdateResponseSchema,
  publicProfileSchema,
  registerBodySchema,
  registerResponseSchema,
  sessionResponseSchema,
  testCreateUserResponseSchema,
  userResponseSchema,
  verifyEmailParams,
  verifyEmailQuery,
  verifyEmailResponseSchema,
} from './schemas/users';

/** What an endpoint takes and answers. `status` is the success status (200 unless said). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  status?: 200 | 201 | 204;
  response: z.ZodType;
  /** A multipart/form-data body of one file part (instead of a JSON body): its field, media types and size. */
  upload?: { field: string; types: readonly string[]; maxBytes: number };
  /** The success answer's media type when it is not JSON. */
  produces?: 'text/event-stream' | 'text/html';
  /** Server-Sent Events: each event's name and the schema of its JSON `data`. */
  events?: Record<string, z.ZodType>;
}

export type Endpoint = Route & EndpointSchemas;

/**
 * The contract: ROUTES (method and path) joined with the zod schemas of each endpoint's input and answer. The API
 * registers its routes from these entries; types for the browser come from them with `import type` only.
 */
export const ENDPOINTS = {
  auth: {
    csrf: { ...ROUTES.auth.csrf, response: csrfResponseSchema },
    firebase: { ...ROUTES.auth.firebase, body: firebaseBodySchema, response: sessionResponseSchema },
    currentUser: { ...ROUTES.auth.currentUser, response: userResponseSchema },
    login: { ...ROUTES.auth.login, body: loginBodySchema, response: sessionResponseSchema },
    register: { ...ROUTES.auth.register, body: registerBodySchema, status: 201, response: registerResponseSchema },
    resendVerification: { ...ROUTES.auth.resendVerification, response: messageSchema },
    verifyEmail: { ...ROUTES.auth.verifyEmail, params: verifyEmailParams, query: verifyEmailQuery, response: verifyEmailResponseSchema },
    logout: { ...ROUTES.auth.logout, response: logoutResponseSchema },
    authCheck: { ...ROUTES.auth.authCheck, response: authCheckResponseSchema },
    testCreateUser: { ...ROUTES.auth.testCreateUser, response: testCreateUserResponseSchema },
    token: { ...ROUTES.auth.token, response: accessTokenResponseSchema },
    passwordReset: { ...ROUTES.auth.passwordReset, body: passwordResetBody, response: messageSchema },
    passwordResetConfirm: { ...ROUTES.auth.passwordResetConfirm, body: passwordResetConfirmBody, response: messageSchema },
    passwordChange: { ...ROUTES.auth.passwordChange, body: passwordChangeBody, response: passwordChangeResponseSchema },
  },
  statements: {
    list: { ...ROUTES.statements.list, query: statementListQuery, response: z.union([z.array(statementSchema), statementPageSchema]) },
    create: { ...ROUTES.statements.create, body: createStatementBody, status: 201, response: statementSchema },
    get: { ...ROUTES.statements.get, params: statementIdParams, response: statementSchema },
    remove: { ...ROUTES.statements.remove, params: statementIdParams, status: 204, response: z.null().describe('Deleted') },
    setOutcome: { ...ROUTES.statements.setOutcome, params: statementIdParams, body: outcomeBody, response: statementSchema },
    outcomeHistory: { ...ROUTES.statements.outcomeHistory, params: statementIdParams, response: z.array(outcomeAuditEntrySchema) },
    vote: { ...ROUTES.statements.vote, body: voteToggleBody, response: voteToggleResponse },
    catalog: { ...ROUTES.statements.catalog, response: catalogSchema },
    trending: { ...ROUTES.statements.trending, query: trendingQuery, response: z.array(statementSchema) },
    sourceCheck: { ...ROUTES.statements.sourceCheck, params: statementIdParams, body: sourceCheckBody, response: sourceCheckResponse },
    sourceStatus: { ...ROUTES.statements.sourceStatus, params: statementIdParams, body: sourceStatusBody, response: statementSchema },
  },
  comments: {
    list: { ...ROUTES.comments.list, params: statementIdParams, response: z.array(commentSchema) },
    create: { ...ROUTES.comments.create, body: createCommentBody, status: 201, response: commentSchema },
    vote: { ...ROUTES.comments.vote, params: statementIdParams, body: commentVoteBody, response: voteToggleResponse },
  },
  follows: {
    mine: { ...ROUTES.follows.mine, response: followListsSchema },
    ofUser: { ...ROUTES.follows.ofUser, params: usernameParams, response: followListsSchema },
    toggle: { ...ROUTES.follows.toggle, body: followToggleBody, response: followToggleResponse },
  },
  users: {
    profile: { ...ROUTES.users.profile, params: usernameParams, response: publicProfileSchema },
    record: { ...ROUTES.users.record, params: usernameParams, query: recordQuery, response: userRecordSchema },
    updateMe: { ...ROUTES.users.updateMe, body: profileUpdateBody, response: profileUpdateResponseSchema },
    avatarUpload: { ...ROUTES.users.avatarUpload, upload: avatarUpload, response: profileUpdateResponseSchema },
  },
  featureRequests: {
    list: { ...ROUTES.featureRequests.list, query: featureRequestListQuery, response: featureRequestListSchema },
    create: { ...ROUTES.featureRequests.create, body: createFeatureRequestBody, status: 201, response: featureRequestSchema },
    vote: { ...ROUTES.featureRequests.vote, params: featureRequestIdParams, response: featureRequestSchema },
    unvote: { ...ROUTES.featureRequests.unvote, params: featureRequestIdParams, response: featureRequestSchema },
    setStatus: {
      ...ROUTES.featureRequests.setStatus,
      params: featureRequestIdParams,
      body: featureRequestStatusBody,
      response: featureRequestSchema,
    },
  },
  activity: {
    votes: { ...ROUTES.activity.votes, query: activityQuery, response: activityVotePageSchema },
    comments: { ...ROUTES.activity.comments, query: activityQuery, response: activityCommentPageSchema },
  },
  leaderboards: {
    get: {
      ...ROUTES.leaderboards.get,
      query: leaderboardQuery,
      response: z.union([leaderboardResponseSchema, punditLeaderboardResponseSchema]),
    },
  },
  search: {
    get: { ...ROUTES.search.get, query: searchQuery, response: searchResponseSchema },
  },
  insights: {
    get: { ...ROUTES.insights.get, response: insightsResponseSchema },
  },
  reports: {
    create: { ...ROUTES.reports.create, body: createReportBody, status: 201, response: reportResponseSchema },
  },
  moderation: {
    queue: { ...ROUTES.moderation.queue, response: moderationQueueSchema },
    act: { ...ROUTES.moderation.act, body: moderationActionBody, response: moderationActionResponse },
    audit: { ...ROUTES.moderation.audit, response: moderationAuditSchema },
    appeals: { ...ROUTES.moderation.appeals, response: appealQueueSchema },
    answerAppeal: { ...ROUTES.moderation.answerAppeal, params: appealIdParams, body: answerAppealBody, response: appealSchema },
  },
  appeals: {
    create: { ...ROUTES.appeals.create, body: createAppealBody, status: 201, response: appealSchema },
  },
  commentators: {
    list: { ...ROUTES.commentators.list, query: directoryListQuery, response: z.array(commentatorSchema) },
    get: { ...ROUTES.commentators.get, params: slugParams, response: commentatorSchema },
    updatePhoto: { ...ROUTES.commentators.updatePhoto, params: slugParams, body: updatePhotoBody, response: commentatorSchema },
    avatarUpload: { ...ROUTES.commentators.avatarUpload, params: slugParams, upload: avatarUpload, response: avatarUploadResponseSchema },
    record: { ...ROUTES.commentators.record, params: slugParams, query: recordQuery, response: punditRecordSchema },
  },
  podcasts: {
    list: { ...ROUTES.podcasts.list, query: directoryListQuery, response: z.array(podcastSchema) },
    get: { ...ROUTES.podcasts.get, params: slugParams, response: podcastSchema },
    updatePhoto: { ...ROUTES.podcasts.updatePhoto, params: slugParams, body: updatePhotoBody, response: podcastSchema },
    avatarUpload: { ...ROUTES.podcasts.avatarUpload, params: slugParams, upload: avatarUpload, response: avatarUploadResponseSchema },
    record: { ...ROUTES.podcasts.record, params: slugParams, query: recordQuery, response: punditRecordSchema },
  },
  shows: {
    list: { ...ROUTES.shows.list, query: directoryListQuery, response: z.array(showSchema) },
    get: { ...ROUTES.shows.get, params: slugParams, response: showSchema },
    updatePhoto: { ...ROUTES.shows.updatePhoto, params: slugParams, body: updatePhotoBody, response: showSchema },
    avatarUpload: { ...ROUTES.shows.avatarUpload, params: slugParams, upload: avatarUpload, response: avatarUploadResponseSchema },
    record: { ...ROUTES.shows.record, params: slugParams, query: recordQuery, response: punditRecordSchema },
  },
  notifications: {
    list: { ...ROUTES.notifications.list, query: notificationListQuery, response: notificationListSchema },
    read: { ...ROUTES.notifications.read, body: notificationReadBody, response: unreadCountSchema },
    stream: {
      ...ROUTES.notifications.stream,
      produces: 'text/event-stream',
      events: notificationStreamEvents,
      response: notificationStreamSchema,
    },
    preferences: { ...ROUTES.notifications.preferences, response: notificationPreferencesSchema },
    updatePreferences: {
      ...ROUTES.notifications.updatePreferences,
      body: notificationPreferencesBody,
      response: notificationPreferencesSchema,
    },
    unsubscribePage: {
      ...ROUTES.notifications.unsubscribePage,
      query: unsubscribeQuery,
      produces: 'text/html',
      response: z.string().describe('text/html: a page whose button sends the one-click POST'),
    },
    unsubscribe: { ...ROUTES.notifications.unsubscribe, query: unsubscribeQuery, response: messageSchema },
  },
  games: {
    list: { ...ROUTES.games.list, query: gameListQuery, response: gamePageSchema },
    get: { ...ROUTES.games.get, params: gameIdParams, response: gameDetailSchema },
    create: { ...ROUTES.games.create, body: createGameBody, status: 201, response: gameSchema },
    update: { ...ROUTES.games.update, params: gameIdParams, body: updateGameBody, response: gameSchema },
    import: { ...ROUTES.games.import, body: importGamesBody, response: importGamesResponse },
    result: { ...ROUTES.games.result, params: gameIdParams, body: gameResultBody, response: gameResultResponse },
    audit: { ...ROUTES.games.audit, params: gameIdParams, response: z.array(gameAuditEntrySchema) },
  },
  meta: {
    health: { ...ROUTES.meta.health, response: healthResponseSchema },
    ready: { ...ROUTES.meta.ready, response: readyResponseSchema },
    clientErrors: { ...ROUTES.meta.clientErrors, body: clientErrorReportSchema, status: 204, response: z.null().describe('Logged') },
  },
} as const satisfies { [G in keyof Routes]: { [N in keyof Routes[G]]: Routes[G][N] & EndpointSchemas } };

export type Endpoints = typeof ENDPOINTS;

/** Every endpoint with its `group.name` id. */
export function listEndpoints(): (Endpoint & { id: string })[] {
  return Object.entries(ENDPOINTS).flatMap(([group, endpoints]) =>
    Object.entries(endpoints as Record<string, Endpoint>).map(([name, endpoint]) => ({ ...endpoint, id: `${group}.${name}` })),
  );
}
