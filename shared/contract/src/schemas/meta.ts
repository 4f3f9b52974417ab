import { z } from 'zod';

/** `instance`: which instance answered (INSTANCE_ID; several run behind a load balancer). */
export const healthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), instance: z.string() });

const readyChecksSchema = z.object({
  database: z.enum(['ok', 'error']),
  migrations: z.enum(['ok', 'pending', 'error']),
  /** `none` when the site runs without Redis (REDIS_URL unset: limits and cache invalidation in process). */
  redis: z.enum(['ok', 'error', 'none']),
});

/** GET /api/ready: 200 when this instance can serve (database writable, migrations applied, Redis answering); else 503. */
export const readyResponseSchema = z.object({ status: z.literal('ok'), instance: z.string(), checks: readyChecksSchema });
export const notReadyResponseSchema = z.object({
  status: z.literal('error'),
  instance: z.string(),
  checks: readyChecksSchema,
  detail: z.string(),
});

/** Served at /runtime-config.json (and GET /api/config/): everything the browser needs that must not be baked into a build. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.string(),
  environment: z.string(),
  firebase: z
    .object({
      apiKey: z.string(),
      authDomain: z.string(),
      projectId: z.string(),
      appId: z.string().optional(),
      /** Set in development and tests: the Firebase Auth emulator's address, e.g. http://127.0.0.1:9099. */
      authEmulatorUrl: z.string().nullable().optional(),
    })
    .nullable(),
  /**
   * IANA zone whose calendar days are event dates (the API's TRACK_RECORD_TIME_ZONE), so the create form's
   * 'today or later' check is the API's. Absent from older servers: UTC then.
   */
  trackRecordTimeZone: z.string().optional(),
  /** Resolved predictions a member needs to be ranked (the API's MIN_RESOLVED_TO_RANK), for the pages that explain it. */
  minResolvedToRank: z.number().int().optional(),
  contact: z.object({
    email: z.string(),
    socials: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
});

const remoteFields = {
  /** Empty for a staff-only remote on a page for anyone else: its routes are known, its files not. */
  manifest: z.string(),
  access: z.enum(['public', 'staff']).optional(),
  area: z.string().optional(),
  entry: z.string().optional(),
  version: z.string().optional(),
  routes: z.array(z.string()).optional(),
  requires: z.record(z.string(), z.string()).optional(),
  sharedContract: z.number().optional(),
};

/**
 * Served at /remotes.json: each micro-frontend the shell loads, by name, where its Module Federation manifest is and
 * what it declares. Loose: the shell reads further fields (its navigation links, its pages' first requests).
 */
export const remotesMapSchema = z.record(
  z.string(),
  z.looseObject({
    ...remoteFields,
    channel: z.enum(['stable', 'canary']).optional(),
    canary: z.looseObject({ ...remoteFields, percent: z.number().min(0).max(100) }).optional(),
  }),
);

/** Limits of one client error report (the API also caps the whole body: CLIENT_ERROR_MAX_BYTES). */
export const CLIENT_ERROR_MESSAGE_MAX = 1000;
export const CLIENT_ERROR_STACK_MAX = 4000;
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;
export const CLIENT_ERROR_KINDS = ['remote-load', 'version-refused', 'render', 'unhandled-rejection'] as const;

/** What the shell reports when something fails in a browser (POST /api/client-errors/). */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().trim().min(1, 'Say what went wrong.').max(CLIENT_ERROR_MESSAGE_MAX),
  /** The remote whose area failed (mfe_feed …), absent for the shell itself. */
  remote: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, 'Not a remote name.')
    .optional(),
  /** The remote's version as its manifest names it. */
  version: z.string().max(64).optional(),
  /** The page's path (no query: it may carry tokens). */
  path: z.string().max(500).optional(),
  stack: z.string().max(CLIENT_ERROR_STACK_MAX).optional(),
});

export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;
export type HealthResponse = z.output<typeof healthResponseSchema>;
export type ReadyResponse = z.output<typeof readyResponseSchema>;
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
