import os from "node:os";
import path from "node:path";
import { ConfigError } from "./config-error.js";
import {
  DEFAULT_PAGE_TIMEOUT_SECONDS,
  DEFAULT_THREAD_IDLE_SECONDS,
  LOG_LEVELS,
  type Config,
  type OAuthClient,
} from "./config.js";
import { boolean, decimal, integer, oneOf, proxyHops, text, url, type Parsed } from "./parsers.js";
import { ocrLanguages } from "./ocr-languages.js";
import { parsePlansJson } from "./plans-json.js";
import { readS3Config } from "./s3-config.js";
import { readStripeConfig } from "./stripe-config.js";
import { readBrand } from "../brand/brand.js";

type Env = Record<string, string | undefined>;

/** A metrics token long enough not to be guessed (it guards figures about every user's work). */
function metricsToken(raw: string): Parsed<string> {
  const value = raw.trim();
  if (value.length < 16)
    return { ok: false, problem: "must be at least 16 characters (it is the password of /metrics)" };
  if (!/^[\x21-\x7e]+$/.test(value))
    return { ok: false, problem: "must be printable ASCII without spaces (it is sent in an Authorization header)" };
  return { ok: true, value };
}

/**
 * Reads and validates the configuration from `env`. Throws a ConfigError that
 * lists every bad setting (not only the first), so one restart fixes them all.
 */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const problems: string[] = [];
  const read = <T>(name: string, fallback: T, parse: (raw: string) => Parsed<T>): T => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") return fallback;
    const result = parse(raw);
    if (result.ok) return result.value;
    problems.push(`${name}: ${result.problem}`);
    return fallback;
  };
  const oauth = (prefix: string): OAuthClient | undefined => {
    const clientId = read(`${prefix}_CLIENT_ID`, "", text);
    const clientSecret = read(`${prefix}_CLIENT_SECRET`, "", text);
    if (!clientId && !clientSecret) return undefined;
    if (!clientId || !clientSecret) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
      return undefined;
    }
    return { clientId, clientSecret };
  };

  const port = read("PORT", 3000, (r) => integer(r, 1, 65535));
  const extractionThreads = read("EXTRACTION_THREADS", os.availableParallelism(), (r) => integer(r, 1, 256));
  const extractionTimeoutMs = read("EXTRACTION_TIMEOUT_SECONDS", 300, (r) => integer(r, 1, 3600)) * 1000;
  // decimals allowed so tests and small deployments can use budgets under a second
  const extractionPageTimeoutMs = Math.round(
    read("EXTRACTION_PAGE_TIMEOUT_SECONDS", DEFAULT_PAGE_TIMEOUT_SECONDS, (r) => decimal(r, 0.1, 600)) * 1000,
  );
  const host = read("HOST", "127.0.0.1", text);
  const publicHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
  const config: Config = {
    port,
    host,
    dataDir: path.resolve(cwd, read("DATA_DIR", "./data", text)),
    databaseUrl: read<string | undefined>("DATABASE_URL", undefined, (r) => url(r, ["postgres:", "postgresql:"])),
    redisUrl: read<string | undefined>("REDIS_URL", undefined, (r) => url(r, ["redis:", "rediss:"])),
    publicUrl: read("PUBLIC_URL", `http://${publicHost}:${port}`, (r) => url(r, ["http:", "https:"])).replace(
      /\/+$/,
      "",
    ),
    sessionTtlHours: read("SESSION_TTL_HOURS", 168, (r) => integer(r, 1, 24 * 365)),
    sessionCacheSeconds: read("SESSION_CACHE_SECONDS", 5, (r) => integer(r, 0, 60)),
    emailConfirmation: read("EMAIL_CONFIRMATION", false, boolean),
    signupsPerAddressPerHour: read("SIGNUPS_PER_ADDRESS_PER_HOUR", 20, (r) => integer(r, 1, 1_000_000)),
    resetRequestsPerAddressPerHour: read("RESET_REQUESTS_PER_ADDRESS_PER_HOUR", 10, (r) => integer(r, 1, 1_000_000)),
    smtpUrl: read<string | undefined>("SMTP_URL", undefined, (r) => url(r, ["smtp:", "smtps:"])),
    smtpFrom: read("SMTP_FROM", `${env.BRAND_NAME?.trim() || "pdftab"} <no-reply@localhost>`, text),
    google: oauth("GOOGLE"),
    github: oauth("GITHUB"),
    retentionDays: read("RETENTION_DAYS", 30, (r) => integer(r, 1, 3650)),
    retentionSweepMinutes: read("RETENTION_SWEEP_MINUTES", 60, (r) => integer(r, 1, 10_080)),
    s3: readS3Config(env, problems),
    maxUploadMb: read("MAX_UPLOAD_MB", 50, (r) => integer(r, 1, 2048)),
    uploadIdleTimeoutMs: read("UPLOAD_IDLE_TIMEOUT_SECONDS", 30, (r) => integer(r, 1, 3600)) * 1000,
    extractionThreads,
    extractionThreadIdleMs:
      read("EXTRACTION_THREAD_IDLE_SECONDS", DEFAULT_THREAD_IDLE_SECONDS, (r) => integer(r, 1, 7 * 86_400)) * 1000,
    extractionTimeoutMs,
    extractionPageTimeoutMs,
    ocrLanguages: read("OCR_LANGUAGES", ["eng"], ocrLanguages),
    ocrPageTimeoutMs: Math.round(read("OCR_PAGE_TIMEOUT_SECONDS", 60, (r) => decimal(r, 0.1, 600)) * 1000),
    extractionQueueTimeoutMs: read("EXTRACTION_QUEUE_TIMEOUT_SECONDS", 600, (r) => integer(r, 1, 86_400)) * 1000,
    extractionUserConcurrency: read("EXTRACTION_USER_CONCURRENCY", Math.max(1, Math.ceil(extractionThreads / 2)), (r) =>
      integer(r, 1, 256),
    ),
    batchWorkers: read("BATCH_WORKERS", true, boolean),
    batchLeaseMs: read("BATCH_LEASE_SECONDS", 60, (r) => integer(r, 2, 3600)) * 1000,
    extractionNice: read("EXTRACTION_NICE", 10, (r) => integer(r, 0, 19)),
    metricsToken: read<string | undefined>("METRICS_TOKEN", undefined, metricsToken),
    metricsPort: read<number | undefined>("METRICS_PORT", undefined, (r) => integer(r, 1, 65535)),
    metricsHost: read("METRICS_HOST", "127.0.0.1", text),
    logLevel: read("LOG_LEVEL", "info", (r) => oneOf(r, LOG_LEVELS)),
    trustProxy: read("TRUST_PROXY", 0, proxyHops),
    planOverrides: read("PLANS_JSON", {}, parsePlansJson),
    stripe: readStripeConfig(env, problems),
    webhooks: {
      allowPrivate: read("WEBHOOK_ALLOW_PRIVATE", false, boolean),
      maxAttempts: read("WEBHOOK_MAX_ATTEMPTS", 6, (r) => integer(r, 1, 20)),
      // decimals allowed so tests can retry within seconds
      retryBaseSeconds: read("WEBHOOK_RETRY_BASE_SECONDS", 120, (r) => decimal(r, 0.1, 86_400)),
      timeoutMs: Math.round(read("WEBHOOK_TIMEOUT_SECONDS", 10, (r) => decimal(r, 0.1, 120)) * 1000),
      concurrency: read("WEBHOOK_CONCURRENCY", 4, (r) => integer(r, 1, 64)),
      logDays: read("WEBHOOK_LOG_DAYS", 30, (r) => integer(r, 1, 3650)),
    },
    brand: readBrand(env, cwd, problems),
  };
  if (extractionPageTimeoutMs > extractionTimeoutMs)
    problems.push(
      "EXTRACTION_PAGE_TIMEOUT_SECONDS must not be longer than EXTRACTION_TIMEOUT_SECONDS (one page cannot have more time than the whole document)",
    );
  // the embedded database is single-process, so no worker process could take the files
  if (!config.batchWorkers && !config.databaseUrl)
    problems.push(
      "BATCH_WORKERS=false needs DATABASE_URL: worker processes can share only PostgreSQL, not the embedded database",
    );
  if (config.metricsPort !== undefined && config.metricsPort === config.port)
    problems.push("METRICS_PORT must differ from PORT (the metrics listener is a separate one)");
  if (problems.length) throw new ConfigError(problems);
  return config;
}
