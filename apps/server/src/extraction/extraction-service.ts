import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { UserRow } from "../auth/users.js";
import type { Config } from "../config/index.js";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import type { Plan } from "../plans/plan.js";
import { findPlan } from "../plans/plans-repository.js";
import type { FileStore } from "../storage/index.js";
import * as history from "./history/index.js";
import type { ExtractionPool } from "./pool/index.js";
import { runAndRecord, type ExtractionOutcome } from "./run-and-record.js";
import { settingsFromFields } from "./upload/extraction-fields.js";
import { looksLikePdf, receiveUpload, type ReceivedUpload } from "./upload/receive-upload.js";

/** An extraction under way. */
export interface RunningExtraction {
  id: string;
  filename: string;
  /** The upload's multipart fields besides the file. */
  fields: Record<string, string>;
  /** Pages to read, as soon as known (null when the PDF fails before it is known). */
  pagesTotal: Promise<number | null>;
  /** Settles when done; never rejects. */
  finished: Promise<ExtractionOutcome>;
}

export interface ExtractionServiceDeps {
  db: Kysely<Database>;
  storage: FileStore;
  pool: ExtractionPool;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Single-file extraction from upload to history row: plan limits, the
 * streamed upload, the run on the worker pool with persisted progress, and
 * the recorded outcome (failed ones too).
 */
export class ExtractionService {
  private readonly running = new Set<Promise<unknown>>();

  constructor(private readonly deps: ExtractionServiceDeps) {}

  /** The worker pool (page images run there too). */
  get pool(): ExtractionPool {
    return this.deps.pool;
  }

  /** The user's plan (free when the tier is unknown). */
  async planOf(user: UserRow): Promise<Plan> {
    const plan = (await findPlan(this.deps.db, user.subscription_tier)) ?? (await findPlan(this.deps.db, "free"));
    if (!plan) throw errors.internal();
    return plan;
  }

  /**
   * Checks the daily limit, then receives the upload within the plan's file
   * size and starts the extraction. Throws 429, 413, 415 or 422 before any
   * extraction starts.
   */
  async startFromRequest(request: FastifyRequest, user: UserRow, checkFields?: (fields: Record<string, string>) => void): Promise<RunningExtraction> {
    const plan = await this.planOf(user);
    const used = await history.extractionsToday(this.deps.db, user.id);
    if (used >= plan.extractions_per_day) throw errors.dailyLimitReached(plan.extractions_per_day, plan.name, secondsToUtcMidnight());
    const maxBytes = Math.min(plan.max_file_bytes, this.deps.config.maxUploadMb * 1024 * 1024);
    const upload = await receiveUpload(request, this.deps.storage, { maxBytes, planName: plan.name });
    return this.start(user, upload, checkFields);
  }

  /** Starts extracting an upload already in the store; `checkFields` may refuse the other fields first. */
  async start(user: UserRow, upload: ReceivedUpload, checkFields?: (fields: Record<string, string>) => void): Promise<RunningExtraction> {
    const { db, storage, config } = this.deps;
    const { stored } = upload;
    let settings;
    try {
      settings = settingsFromFields(upload.fields);
      checkFields?.(upload.fields);
    } catch (error) {
      await storage.delete(stored.key);
      throw error;
    }
    const bytes = await storage.get(stored.key);
    const { password: _password, ...kept } = settings;
    const id = await history.insertExtraction(db, {
      userId: user.id, filename: stored.displayName, fileSize: stored.size, storageKey: stored.key, settings: kept, retentionDays: config.retentionDays,
    });
    if (!looksLikePdf(bytes)) {
      const e = errors.notAPdf();
      await history.failExtraction(db, id, e.code, e.message, { fileDeleted: true });
      await storage.delete(stored.key);
      throw e;
    }

    const { pagesTotal, finished } = runAndRecord(this.deps, id, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), settings, stored.displayName);
    this.track(finished);
    return { id, filename: stored.displayName, fields: upload.fields, pagesTotal, finished };
  }

  /** Waits for every extraction under way (before the database closes). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private track(work: Promise<unknown>): void {
    this.running.add(work);
    void work.finally(() => this.running.delete(work));
  }
}

/** Seconds until the next midnight UTC, when daily limits reset. */
export function secondsToUtcMidnight(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}
