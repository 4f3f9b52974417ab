import type { UserSummary } from './users';

export type StatementType = 'prediction' | 'opinion';
export type VoteType = 'upvote' | 'downvote';
export type Outcome = 'pending' | 'correct' | 'incorrect' | 'push' | 'not_applicable';
export const OUTCOMES: readonly Outcome[] = ['pending', 'correct', 'incorrect', 'push', 'not_applicable'];

export interface Topic {
  id: string;
  name: string;
}

export interface VoteCounts {
  upvotes: number;
  downvotes: number;
}

/** Spec §3 "Statement". Prediction fields are null on opinions. */
export interface Statement {
  id: number;
  title: string;
  body: string;
  statement_type: StatementType;
  is_hot_take: boolean;
  created_at: string;
  user: UserSummary;
  votes: VoteCounts;
  user_vote: VoteType | null;
  comment_count: number;
  topics: Topic[];
  league: string | null;
  team_a: string | null;
  player: string | null;
  prediction_choice: string | null;
  confidence_level: number | null;
  event_date: string | null;
  outcome: Outcome | null;
  resolved_at: string | null;
  outcome_notes: string | null;
}

/** Query of GET /api/content-api/statements/ (spec §7). */
export interface StatementListQuery {
  type?: StatementType;
  league?: string;
  topic?: string;
  /** One outcome or a comma list such as 'correct,incorrect,push'. */
  outcome?: string;
  sort_by?: 'created_at' | 'popular';
  search?: string;
  is_hot_take?: boolean;
  page?: number;
  per_page?: number;
  /** A user id, or 'current' for the signed-in user. */
  user_id?: number | 'current';
}

/** Spec §3 "Create payload". */
export interface CreateStatementRequest {
  title: string;
  body: string;
  statement_type: StatementType;
  is_hot_take?: boolean;
  league?: string | null;
  team_a?: string | null;
  player?: string | null;
  topics?: string[];
  prediction_choice?: string;
  confidence_level?: number;
  event_date?: string;
}

export interface OutcomeUpdateRequest {
  outcome: Outcome;
  outcome_notes?: string;
}

export interface VoteToggleRequest {
  statement_id: number;
  vote_type: VoteType;
}

export type VoteStatus = 'vote added' | 'vote removed' | 'vote changed';

export interface VoteToggleResponse {
  data: { status: VoteStatus; vote: VoteType | null };
  votes: VoteCounts;
}
