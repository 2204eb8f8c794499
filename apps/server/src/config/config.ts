import type { PlanOverrides } from "../plans/plan.js";
import type { S3Settings } from "../storage/s3-settings.js";
import type { StripeConfig } from "./stripe-config.js";
import type { Brand } from "../brand/brand.js";

/** Log levels understood by Fastify's logger (pino). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** OAuth client credentials of one provider. */
export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

/** Everything the server reads from its environment, validated and typed. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path; holds the embedded database (db/) and uploaded files (files/). */
  dataDir: string;
  /** PostgreSQL connection string; undefined means embedded PGlite under dataDir/db. */
  databaseUrl: string | undefined;
  /** Redis for the rate-limit and API-call counters; undefined keeps them in the database. */
  redisUrl: string | undefined;
  /** Address users reach the app at, without trailing slash; used in e-mailed links and OAuth callbacks. */
  publicUrl: string;
  sessionTtlHours: number;
  /** Seconds a process reuses a session token's user and workspace before reading them again; 0: never (SESSION_CACHE_SECONDS). */
  sessionCacheSeconds: number;
  emailConfirmation: boolean;
  /** Accounts one client address may create per clock hour (docs/security.md, Sign-up). */
  signupsPerAddressPerHour: number;
  /** Password-reset requests one client address may make per clock hour (docs/security.md). */
  resetRequestsPerAddressPerHour: number;
  smtpUrl: string | undefined;
  smtpFrom: string;
  google: OAuthClient | undefined;
  github: OAuthClient | undefined;
  /** Days an upload and its results stay available (RETENTION_DAYS), then the sweep deletes them. */
  retentionDays: number;
  /** Minutes between two retention sweeps (RETENTION_SWEEP_MINUTES); one also runs at start. */
  retentionSweepMinutes: number;
  /** S3-compatible file storage; undefined (S3_BUCKET not set) keeps files under dataDir/files. */
  s3: S3Settings | undefined;
  maxUploadMb: number;
  /** An upload whose body stops arriving for this long is dropped with 408 request_timeout, in milliseconds (UPLOAD_IDLE_TIMEOUT_SECONDS). */
  uploadIdleTimeoutMs: number;
  /** Worker threads that run extractions (EXTRACTION_THREADS, default one per core). */
  extractionThreads: number;
  /**
   * How long an extraction thread lives without work before it stops, in milliseconds
   * (EXTRACTION_THREAD_IDLE_SECONDS, default 60): a stopped thread gives back its memory, and the
   * next one starts without V8's optimised code (docs/configuration.md).
   */
  extractionThreadIdleMs: number;
  /** Run-time budget of one document's extraction, counted from when a worker starts it, in milliseconds (EXTRACTION_TIMEOUT_SECONDS). */
  extractionTimeoutMs: number;
  /** Budget of one page, in milliseconds (EXTRACTION_PAGE_TIMEOUT_SECONDS); a page stuck past it has its worker thread terminated. */
  extractionPageTimeoutMs: number;
  /** Languages OCR reads scanned pages in (OCR_LANGUAGES, default eng); each has its data package installed. */
  ocrLanguages: string[];
  /** OCR budget of one page, in milliseconds (OCR_PAGE_TIMEOUT_SECONDS), on top of the page budget. */
  ocrPageTimeoutMs: number;
  /** How long an extraction may wait for a free worker, in milliseconds (EXTRACTION_QUEUE_TIMEOUT_SECONDS). */
  extractionQueueTimeoutMs: number;
  /** Extraction threads one user's work may hold at once (EXTRACTION_USER_CONCURRENCY; default half the threads, at least 1). */
  extractionUserConcurrency: number;
  /** Whether this process runs batch files itself (BATCH_WORKERS); false leaves them to `npm run worker` processes. */
  batchWorkers: boolean;
  /** How long a batch file stays with its process without a heartbeat, in milliseconds (BATCH_LEASE_SECONDS). */
  batchLeaseMs: number;
  /** Niceness of extraction worker threads (EXTRACTION_NICE, 0-19): higher yields the CPU to the HTTP thread first. */
  extractionNice: number;
  /** Bearer token that `GET /metrics` requires (METRICS_TOKEN); without it and without METRICS_PORT, /metrics is off. */
  metricsToken: string | undefined;
  /** Port of a separate listener serving only /metrics (METRICS_PORT); the app's own port then has no /metrics. */
  metricsPort: number | undefined;
  /** Address the metrics listener binds to (METRICS_HOST). */
  metricsHost: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /**
   * Reverse proxies in front of the server (TRUST_PROXY: true is 1): the client address is the one
   * that many hops back in X-Forwarded-For, never an entry further left, which the client wrote.
   */
  trustProxy: number;
  planOverrides: PlanOverrides;
  /** Online plan sales through Stripe Checkout; undefined when STRIPE_SECRET_KEY is not set. */
  stripe: StripeConfig | undefined;
  /** Webhook deliveries (docs/configuration.md, Webhooks). */
  webhooks: WebhookSettings;
  /** How the instance presents itself: name, logo, colour, support and legal addresses (BRAND_*). */
  brand: Brand;
}

/** How webhook deliveries are made and retried. */
export interface WebhookSettings {
  /** Admit endpoints on loopback, private and link-local addresses (WEBHOOK_ALLOW_PRIVATE); off in production. */
  allowPrivate: boolean;
  /** Tries per delivery, the first included (WEBHOOK_MAX_ATTEMPTS). */
  maxAttempts: number;
  /** Wait before the second try; each later wait doubles (WEBHOOK_RETRY_BASE_SECONDS). */
  retryBaseSeconds: number;
  /** How long one try may wait for the receiver's status, from the connection on, in milliseconds (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /**
   * Tries one process makes at once (WEBHOOK_CONCURRENCY). A workspace makes one at a time, so this many workspaces
   * whose receivers never answer can hold them all for the time limit; a try mostly waits on the network.
   */
  concurrency: number;
  /** Days a settled delivery and its tries stay in the delivery log before the retention sweep deletes them (WEBHOOK_LOG_DAYS). */
  logDays: number;
}

/**
 * The longest an extraction can stay `processing` while its server lives:
 * the queue wait plus the run budget. A row older than this (plus a margin)
 * was left by a server that stopped.
 */
export function longestExtractionMs(config: Pick<Config, "extractionTimeoutMs" | "extractionQueueTimeoutMs">): number {
  return config.extractionTimeoutMs + config.extractionQueueTimeoutMs;
}

/**
 * EXTRACTION_PAGE_TIMEOUT_SECONDS when unset (docs/configuration.md): longer than the engine's own
 * 10 s default because a server page also waits behind other users' pages for a core.
 */
export const DEFAULT_PAGE_TIMEOUT_SECONDS = 30;

/** EXTRACTION_THREAD_IDLE_SECONDS's default; the extraction pool uses it when built without one. */
export const DEFAULT_THREAD_IDLE_SECONDS = 60;
