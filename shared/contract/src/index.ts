// The API contract: what the browser may import (types, constants, plain validators; no zod).
// Zod schemas and the full endpoint table: '@receipts/contract/schemas'.
export * from './enums';
export * from './feed-order';
export * from './limits';
export * from './validators';
export * from './entity-kinds';
export * from './moderation';
export { SITE_DESCRIPTION, SITE_NAME, documentTitle } from './site';
export * from './track-record';
export * from './pundits';
export * from './analyst';
export * from './feature-requests';
export * from './games';
// Trending and insights: types only here; the constants are '@receipts/contract/trending' (API) and
// '@receipts/shared/trending' (browsers, with the client), so the shell's first load never carries them.
export type { TrendingTab, TrendingWindow } from './trending';
// The catalogue's data (CATALOG, lookups) is its own entry, '@receipts/contract/catalog', so it is bundled
// only where it is used (the create form, the API) and not into the shared singleton every page loads.
export { ROUTES, listRoutes, fillPath, type HttpMethod, type Route, type Routes, type EndpointGroup } from './endpoint-paths';
export type * from './types';
export type { ApiErrorBody, UserSummary, VoteCounts } from './schemas/common';
export type {
  BackendUser,
  UserResponse,
  SessionResponse,
  AuthCheckResponse,
  EmailRegisterRequest,
  EmailLoginRequest,
  FirebaseAuthRequest,
  VerifyEmailResponse,
  CsrfResponse,
  PublicProfile,
  RegisterResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
} from './schemas/users';
export type { FeatureRequest, CreateFeatureRequest } from './schemas/feature-requests';
export type {
  AccessTokenResponse,
  PasswordResetRequest,
  PasswordResetConfirmRequest,
  PasswordChangeRequest,
  PasswordChangeResponse,
} from './schemas/auth';
export type {
  Statement,
  StatementPage,
  CreateStatementRequest,
  CreateStatementBody,
  OutcomeUpdateRequest,
  VoteToggleRequest,
  VoteToggleResponse,
} from './schemas/statements';
export type { Comment, CreateCommentRequest, CommentVoteRequest } from './schemas/comments';
export type { RoleLink, YoutubeVideo, Commentator, Podcast, Show, UpdatePhotoRequest } from './schemas/directory';
export type { FollowedItem, FollowedUser, FollowLists, FollowToggleRequest, FollowToggleResponse } from './schemas/follows';
export type { ActivityQuery, ActivityVote, ActivityComment, ActivityVotePage, ActivityCommentPage } from './schemas/activity';
export type { League, Team, Player, Topic, Catalog } from './schemas/catalog';
export type { ClientErrorReport, HealthResponse, ReadyResponse, RuntimeConfig } from './schemas/meta';
export type { StatementListQuery, DirectoryListQuery } from './queries';
export type {
  CreateReportRequest,
  ReportResponse,
  ModerationActionRequest,
  ModerationActionResponse,
  ModerationAuditEntry,
  ModerationQueueItem,
} from './schemas/moderation';
export * from './notifications';
export type { Appeal, AppealQueueItem, AnswerAppealRequest, ContentModeration, CreateAppealRequest } from './schemas/appeals';
export type {
  NotificationListQuery,
  NotificationItem,
  NotificationList,
  NotificationReadRequest,
  NotificationPreferences,
  NotificationPreferencesUpdate,
  UnreadCount,
} from './schemas/notifications';
export type * from './uploads';
export type {
  LeaderboardQuery,
  RecordQuery,
  ScoreSummary,
  LeaderboardRow,
  LeaderboardResponse,
  CalibrationBucket,
  LeagueRecord,
  DeletedAfterLock,
  UserRecord,
  OutcomeAuditEntry,
} from './schemas/track-record';
export type { TrendingQuery, AccuracyRow, InsightPrediction, UpcomingLeague, InsightsResponse } from './schemas/trending';
export type { Attribution, AttributionInput, SourceCheckRequest, SourceCheckResponse, SourceStatusRequest } from './schemas/pundits';
export type {
  Game,
  GameSummary,
  GameDetail,
  GamePage,
  GameListQuery,
  PickInput,
  CreateGameRequest,
  UpdateGameRequest,
  ImportGameRow,
  ImportGamesResponse,
  GameResultRequest,
  GameResultResponse,
  GameAuditEntry,
} from './schemas/games';
export type {
  PunditSummary,
  PunditScore,
  PunditLeagueRecord,
  PunditRecord,
  PunditRow,
  PunditLeaderboardResponse,
} from './schemas/pundit-records';
export { AVATAR_MAX_BYTES } from './uploads';
// Search: types only here; its constants and client are '@receipts/shared/search'.
export type { SearchQuery, StatementHit, EntityHit, SearchResponse } from './schemas/search';
export type { SearchType } from './search';
