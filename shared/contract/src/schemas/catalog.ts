import { z } from 'zod';

const league = z.object({ id: z.string(), name: z.string() });
const team = z.object({ id: z.string(), name: z.string(), league: z.string() });
const player = z.object({ id: z.string(), name: z.string(), team: z.string() });
export const topicSchema = z.object({ id: z.string(), name: z.string() });

/** The built-in catalogue of leagues, teams, players and topics (the data is CATALOG in ../catalog.ts). */
export const catalogSchema = z.object({
  leagues: z.array(league),
  teams: z.array(team),
  players: z.array(player),
  topics: z.array(topicSchema),
});

export type League = z.output<typeof league>;
export type Team = z.output<typeof team>;
export type Player = z.output<typeof player>;
export type Topic = z.output<typeof topicSchema>;
export type Catalog = z.output<typeof catalogSchema>;
