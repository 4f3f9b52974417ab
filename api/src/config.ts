import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { loadStorageConfig } from './storage/config';
import type { StorageConfig } from './storage/types';
import { DEFAULT_MIN_RESOLVED, DEFAULT_SOURCE_CHECK_THRESHOLD, NOTIFICATION_HEARTBEAT_MS } from '@receipts/contract';
import { trustProxy } from './config-guards';
import { REPO_ROOT } from './paths';
import type { StandingRule } from './domains/moderation/data/standing';

export { REPO_ROOT };

export interface AppConfig {
  env: string;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Where the built shell and remotes live; null disables static serving (API-only tests). */
  siteRoot: string | null;
  remotesMapFile: string | null;
  publicOrigin: string;
  seedDemo: boolean;
  smtpUrl: string | null;
  firebase: { projectId: string; apiKey: string; authDomain: string; appId?: string; emulatorHost: string | null };
  contactEmail: string;
  storageHost: string | null;
  /**
   * The dev server of the one remote `npm run dev -- --only <remote>` develops inside the site (its origin): the
   * page's CSP then lets it and its hot-reload socket in. Development only: refused when NODE_ENV=production.
   */
  devRemoteOrigin: string | null;
  /** Where avatar uploads go: `local` (DATA_DIR/uploads, the default) or `s3` (see storage/config.ts). */
  storage: StorageConfig;
  /**
   * Which X-Forwarded-* hops to believe (TRUST_PROXY): false, the number of proxies in front of the server,
   * or their addresses/CIDRs. Never `true` (that believes whatever a client puts left-most).
   */
  trustProxy: false | number | string;
  /** Signs CSRF tokens (SECRET_KEY); random per process when unset (refused in production and with INSTANCE_COUNT > 1). */
  secretKey: string;
  /** Redis for rate limits and cache invalidation across instances (REDIS_URL); null: both in process. */
  redisUrl: string | null;
  /** Prefix of every Redis key and channel of this site (REDIS_PREFIX, default `receipts:`): sites or tests sharing a Redis. */
  redisPrefix: string;
  /** This instance's name in /api/health and /api/ready and the log (INSTANCE_ID, default hostname:pid). */
  instanceId: string;
  /** How many instances of the site run (INSTANCE_COUNT, default 1): more than one needs SECRET_KEY (config-guards.ts). */
  instanceCount: number;
  /** Writes (POST/PUT/PATCH/DELETE under /api) per signed-in user and per client IP per minute; 0 disables. */
  writeRateLimit: { perUserPerMinute: number; perIpPerMinute: number };
  /** The development sign-in endpoint POST /api/auth/test-create-user/ (TEST_ENDPOINTS; never in production). */
  testEndpoints: boolean;
  /** Log level when the server logs (LOG_LEVEL). */
  logLevel: string;
  /** Connections of the PostgreSQL pool (PG_POOL_SIZE). */
  pgPoolSize: number;
  /** How long a search answer is reused per process, ms; 0 disables (SEARCH_CACHE_TTL_MS; domains/search/data/search-cache.ts). */
  searchCacheTtlMs: number;
  /** Sign-in, register and resend attempts per IP and per e-mail per minute; 0 disables (AUTH_RATE_LIMIT_PER_MINUTE). */
  authRateLimitPerMinute: number;
  /**
   * Registration answers no sooner than this many ms after it starts (REGISTER_ANSWER_FLOOR_MS, default 300), so a
   * new address (an account and a link written) and a taken one (only a mail) take the same time to answer.
   */
  registerAnswerFloorMs: number;
  /** About page social links (CONTACT_X_URL, CONTACT_INSTAGRAM_URL). */
  contactSocials: { label: string; url: string }[];
  /** IANA zone whose calendar days are event dates: a prediction locks at the start of its day there (TRACK_RECORD_TIME_ZONE). */
  trackRecordTimeZone: string;
  /** Resolved predictions a user needs to appear on a leaderboard (MIN_RESOLVED_TO_RANK). */
  minResolvedToRank: number;
  /**
   * The day a season starts, 'MM-DD' in TRACK_RECORD_TIME_ZONE (SEASON_START, default '01-01': the calendar year, as
   * the leaderboards' season): the feed's Top "This season" keeps statements created since the latest such day.
   */
  seasonStart: string;
  /** How far confirms must lead disputes (or the reverse) to settle a receipt's source (SOURCE_CHECK_THRESHOLD). */
  sourceCheckThreshold: number;
  /** Cron expressions that replace a job's period, by job name (JOB_CRON_TRENDING_DECAY=… for trending-decay). */
  jobCron: Record<string, string>;
  /**
   * Moderation: distinct members whose open reports hide a statement or comment pending review
   * (MODERATION_AUTO_HIDE_REPORTS, default 5; 0 disables); reports per member per hour (REPORT_RATE_LIMIT_PER_HOUR,
   * default 20; 0 disables); hours an account must be old before it may post links (NEW_ACCOUNT_LINK_HOURS, default 24);
   * counted reports that hide again what staff restored or whose reports they dismissed
   * (MODERATION_AUTO_HIDE_AFTER_REVIEW_REPORTS, default 10; 0: only staff). Only reports of accounts with standing count.
   */
  moderation: { autoHideReports: number; reportsPerHour: number; newAccountLinkHours: number; autoHideAfterReview: number };
  /**
   * Which accounts' community signals (reports, source checks) count (domains/moderation/data/standing.ts): a verified e-mail or a
   * social sign-in, not suspended, at least STANDING_MIN_AGE_HOURS old (default 72) and with at least
   * STANDING_MIN_ACTIVITY votes, comments and statements of its own (default 3); 0 turns either part off. Staff always count.
   */
  standing: StandingRule;
  /**
   * The notification stream's heartbeat period (NOTIFICATION_HEARTBEAT_MS, default 25 s; tests shorten it).
   * It must stay under the proxy's `timeout client`/`timeout server` (HAProxy: 30 s), which close a quiet stream.
   */
  notificationHeartbeatMs: number;
  /**
   * Open notification streams one member may hold across every instance (NOTIFICATION_STREAMS_PER_MEMBER, default
   * 5): one more closes their oldest.
   */
  notificationStreamsPerMember: number;
  /** The server's clock; tests replace it to move "today". */
  now: () => Date;
}

/** The zone, if Intl knows it (an unknown one would silently shift every lock). */
function timeZone(value: string | undefined): string {
  const zone = value || 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    throw new Error(`TRACK_RECORD_TIME_ZONE: unknown time zone ${zone}`);
  }
  return zone;
}

/** 'MM-DD', a day every year has (so not 02-29). */
function seasonStart(value: string | undefined): string {
  const day = value || '01-01';
  const time = /^\d{2}-\d{2}$/.test(day) ? Date.parse(`2023-${day}T00:00:00Z`) : NaN;
  const valid = !Number.isNaN(time) && new Date(time).toISOString().slice(5, 10) === day;
  if (!valid) throw new Error(`SEASON_START: expected MM-DD (a day every year has), got ${day}`);
  return day;
}

/** A non-negative integer from the environment, or the fallback when unset or not one. */
function count(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : fallback;
}

function jobCron(env: NodeJS.ProcessEnv): Record<string, string> {
  const entries = Object.entries(env).filter(([key, value]) => key.startsWith('JOB_CRON_') && value);
  return Object.fromEntries(
    entries.map(([key, value]) => [key.slice('JOB_CRON_'.length).toLowerCase().replaceAll('_', '-'), value as string]),
  );
}

/** An http(s) origin (the dev server's), or null when unset. */
function devRemoteOrigin(value: string | undefined): string | null {
  if (!value) return null;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`RECEIPTS_DEV_REMOTE_ORIGIN must be an http(s) origin, not ${value}`);
  return url.origin;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV || 'development';
  const isProduction = nodeEnv === 'production';
  const port = Number(env.PORT || 8080);
  const projectId = env.FIREBASE_PROJECT_ID || 'demo-receipts';
  const config: AppConfig = {
    env: nodeEnv,
    isProduction,
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || null,
    siteRoot: env.SITE_ROOT === 'none' ? null : path.resolve(env.SITE_ROOT || REPO_ROOT),
    remotesMapFile: env.REMOTES_MAP ? path.resolve(env.REMOTES_MAP) : null,
    publicOrigin: env.PUBLIC_ORIGIN || `http://localhost:${port}`,
    seedDemo: !isProduction && env.SEED_DEMO !== 'false',
    smtpUrl: env.SMTP_URL || null,
    firebase: {
      projectId,
      apiKey: env.FIREBASE_API_KEY || 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      appId: env.FIREBASE_APP_ID,
      emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST || null,
    },
    contactEmail: env.CONTACT_EMAIL || 'hello@receipts.test',
    storageHost: env.STORAGE_HOST || null,
    devRemoteOrigin: devRemoteOrigin(env.RECEIPTS_DEV_REMOTE_ORIGIN),
    trustProxy: trustProxy(env.TRUST_PROXY),
    secretKey: env.SECRET_KEY || randomBytes(32).toString('base64url'),
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX || 'receipts:',
    instanceId: env.INSTANCE_ID || `${os.hostname()}:${process.pid}`,
    instanceCount: count(env.INSTANCE_COUNT, 1) || 1,
    writeRateLimit: {
      perUserPerMinute: count(env.WRITE_RATE_LIMIT_PER_USER_PER_MINUTE, 60),
      perIpPerMinute: count(env.WRITE_RATE_LIMIT_PER_IP_PER_MINUTE, 300),
    },
    testEndpoints: env.TEST_ENDPOINTS === undefined || env.TEST_ENDPOINTS === '' ? !isProduction : env.TEST_ENDPOINTS === 'true',
    logLevel: env.LOG_LEVEL || 'info',
    pgPoolSize: count(env.PG_POOL_SIZE, 10) || 10,
    searchCacheTtlMs: count(env.SEARCH_CACHE_TTL_MS, isProduction ? 10_000 : 0),
    authRateLimitPerMinute: count(env.AUTH_RATE_LIMIT_PER_MINUTE, 10),
    registerAnswerFloorMs: count(env.REGISTER_ANSWER_FLOOR_MS, 300),
    contactSocials: [
      { label: 'X', url: env.CONTACT_X_URL || 'https://x.com/receipts_app' },
      { label: 'Instagram', url: env.CONTACT_INSTAGRAM_URL || 'https://instagram.com/receipts_app' },
    ],
    trackRecordTimeZone: timeZone(env.TRACK_RECORD_TIME_ZONE),
    minResolvedToRank: count(env.MIN_RESOLVED_TO_RANK, DEFAULT_MIN_RESOLVED) || 1,
    seasonStart: seasonStart(env.SEASON_START),
    sourceCheckThreshold: count(env.SOURCE_CHECK_THRESHOLD, DEFAULT_SOURCE_CHECK_THRESHOLD) || 1,
    jobCron: jobCron(env),
    notificationHeartbeatMs: count(env.NOTIFICATION_HEARTBEAT_MS, NOTIFICATION_HEARTBEAT_MS) || NOTIFICATION_HEARTBEAT_MS,
    notificationStreamsPerMember: count(env.NOTIFICATION_STREAMS_PER_MEMBER, 5) || 5,
    moderation: {
      autoHideReports: count(env.MODERATION_AUTO_HIDE_REPORTS, 5),
      reportsPerHour: count(env.REPORT_RATE_LIMIT_PER_HOUR, 20),
      newAccountLinkHours: count(env.NEW_ACCOUNT_LINK_HOURS, 24),
      // After staff restored or dismissed: reports made since, by accounts with standing, needed to hide it again (0: only staff).
      autoHideAfterReview: count(env.MODERATION_AUTO_HIDE_AFTER_REVIEW_REPORTS, 10),
    },
    standing: {
      minAgeHours: count(env.STANDING_MIN_AGE_HOURS, 72),
      minActivity: count(env.STANDING_MIN_ACTIVITY, 3),
    },
    now: () => new Date(),
    ...overrides,
    // After the overrides, so a test's own dataDir also moves the local uploads folder.
    storage: overrides.storage ?? loadStorageConfig(env, overrides.dataDir ?? path.resolve(env.DATA_DIR || path.join(REPO_ROOT, '.data'))),
  };
  if (config.isProduction && config.firebase.emulatorHost) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set when NODE_ENV=production');
  }
  if (config.isProduction && config.devRemoteOrigin) {
    throw new Error('RECEIPTS_DEV_REMOTE_ORIGIN is for npm run dev -- --only: it must not be set when NODE_ENV=production');
  }
  return config;
}
