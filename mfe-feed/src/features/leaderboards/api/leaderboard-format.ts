import type { LeaderboardWindow } from '@receipts/shared';

/** The league filter's choices; '' is any league. */
export const LEAGUE_CHOICES = ['', 'NBA', 'NFL', 'MLB', 'NHL'] as const;
export type LeagueChoice = (typeof LEAGUE_CHOICES)[number];

export const leaderboardKey = (period: LeaderboardWindow, league: LeagueChoice) => `leaderboard:${period}:${league}`;

/** 0.625 → '63%'; nothing resolved → '—'. */
export const formatAccuracy = (accuracy: number | null) => (accuracy === null ? '—' : `${Math.round(accuracy * 100)}%`);

/** Skill with one decimal ('12.5'). */
export const formatSkill = (skill: number) => skill.toFixed(1);
