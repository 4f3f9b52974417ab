import type { UserSummary } from './users';
import type { VoteCounts, VoteType } from './statements';

/** Spec §3 "Comment"; replies nest to any depth. */
export interface Comment {
  id: number;
  text: string;
  user: UserSummary;
  created_at: string;
  votes: VoteCounts;
  user_vote: VoteType | null;
  replies: Comment[];
  parent: number | null;
  statement: number;
}

export interface CreateCommentRequest {
  statement: number;
  text: string;
  parent?: number | null;
}

export interface CommentVoteRequest {
  vote_type: VoteType;
}
