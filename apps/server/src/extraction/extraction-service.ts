import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { UserRow } from "../auth/users.js";
import type { Config } from "../config/index.js";
import type { Database } from "../db/schema.js";
import { AppError, errors } from "../errors/index.js";
import type { Plan } from "../plans/plan.js";
import { findPlan } from "../plans/plans-repository.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { databaseCounters } from "../rate-limit/database-counters.js";
import { reserveExtractions, type QuotaReservation } from "./daily-quota.js";
import type { FileStore } from "../storage/index.js";
import * as history from "./history/index.js";
import type { ExtractionPool, ExtractSettings } from "./pool/index.js";
import { runAndRecord, type ExtractionOutcome } from "./run-and-record.js";
import { checkAreasFit } from "./settings/check-areas-fit.js";
import { requestSettings } from "./settings/request-settings.js";
import { looksLikePdf, receiveUpload, type ReceivedUpload } from "./upload/receive-upload.js";

/** An extraction under way. */
export interface RunningExtraction {
  id: string;
  filename: string;
  /** The upload's multipart fields besides the file. */
  fields: Record<string, string>;
  /** Pages to read, as soon as known (null when the PDF fails before it is known). */
  pagesTotal: Promise<number | null>;
  /** Settles if the extraction has to wait for a worker. */
  queued: Promise<void>;
  /** Settles when done; never rejects. */
  finished: Promise<ExtractionOutcome>;
}

export interface ExtractionServiceDeps {
  db: Kysely<Database>;
  storage: FileStore;
  pool: ExtractionPool;
  config: Config;
  log: FastifyBaseLogger;
  /** Where daily extraction reservations are counted (the app's rate-limit counters); the database's by default. */
  counters?: CounterStore;
}

/**
 * Single-file extraction from upload to history row: plan limits, the
 * streamed upload, the run on the worker pool with persisted progress, and
 * the recorded outcome (failed ones too).
 */
export class ExtractionService {
  private readonly running = new Set<Promise<unknown>>();

  private readonly counters: CounterStore;

  constructor(private readonly deps: ExtractionServiceDeps) {
    this.counters = deps.counters ?? databaseCounters(deps.db);
  }

  /** Reserves `count` of the user's extractions of today before work starts (429 past the plan's limit). */
  reserveToday(user: UserRow, plan: Plan, count: number): Promise<QuotaReservation> {
    return reserveExtractions(this.counters, user.id, plan, count);
  }

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
   * Reserves one of today's extractions, then receives the upload within the
   * plan's file size and starts the extraction. Throws 429, 413, 415 or 422
   * before any extraction starts; then the reservation is handed back. An
   * extraction that ran and failed keeps it: hostile or broken PDFs cost the
   * server work too, and not counting them would let them run without limit.
   */
  async startFromRequest(request: FastifyRequest, user: UserRow, checkFields?: (fields: Record<string, string>) => void): Promise<RunningExtraction> {
    const plan = await this.planOf(user);
    const reservation = await this.reserveToday(user, plan, 1);
    let running: RunningExtraction;
    try {
      const maxBytes = Math.min(plan.max_file_bytes, this.deps.config.maxUploadMb * 1024 * 1024);
      const upload = await receiveUpload(request, this.deps.storage, { maxBytes, planName: plan.name });
      running = await this.start(user, upload, checkFields);
    } catch (error) {
      await reservation.release();
      throw error;
    }
    return running;
  }

  /**
   * Starts extracting an upload already in the store; `checkFields` may
   * refuse the other fields first. `preset` replaces the upload's fields as
   * the settings (a batch file runs with the settings its batch was given).
   * Areas and columns are checked against the PDF's pages before the history
   * row is written; a refused request leaves no row and no stored file.
   */
  async start(user: UserRow, upload: ReceivedUpload, checkFields?: (fields: Record<string, string>) => void, preset?: ExtractSettings): Promise<RunningExtraction> {
    const { db, storage, config, pool } = this.deps;
    const { stored } = upload;
    let settings: ExtractSettings;
    let bytes: Buffer;
    try {
      settings = preset ?? (await requestSettings(db, user.id, upload.fields));
      checkFields?.(upload.fields);
      bytes = await storage.get(stored.key);
      if (looksLikePdf(bytes)) await checkAreasFit(pool, bytes, settings, user.id);
    } catch (error) {
      // a batch file keeps its PDF through a transient failure, so the retry can run it
      if (error instanceof AppError || !preset) await storage.delete(stored.key);
      throw error;
    }
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

    const { pagesTotal, queued, finished } = runAndRecord(this.deps, id, new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), settings, stored.displayName, user.id);
    this.track(finished);
    return { id, filename: stored.displayName, fields: upload.fields, pagesTotal, queued, finished };
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
