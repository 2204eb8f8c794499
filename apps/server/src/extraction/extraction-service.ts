import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { UserRow } from "../auth/users.js";
import { longestExtractionMs, type Config } from "../config/index.js";
import type { Database } from "../db/schema.js";
import { AppError, errors } from "../errors/index.js";
import type { Plan } from "../plans/plan.js";
import type { CounterStore } from "../rate-limit/counter-store.js";
import { databaseCounters } from "../rate-limit/database-counters.js";
import { releaseExtractions, reserveExtractions, type QuotaReservation } from "./daily-quota.js";
import type { FileStore } from "../storage/index.js";
import * as history from "./history/index.js";
import type { ExtractionPool, ExtractSettings } from "./pool/index.js";
import { runAndRecord, type ExtractionOutcome } from "./run-and-record.js";
import { checkAreasFit } from "./settings/check-areas-fit.js";
import { requestSettings } from "./settings/request-settings.js";
import { requestWorkspace, type WorkspaceScope } from "../workspaces/index.js";
import { workspacePlan } from "../workspaces/team-rules.js";
import { looksLikePdf, receiveUpload, type ReceivedUpload } from "./upload/receive-upload.js";
import type { ExtractionEnded } from "../webhooks/webhook-service.js";

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
  /**
   * Settles once the end was told to `onEnded` (webhooks), after `finished`;
   * never rejects. A batch counts its file only after this, so the batch's
   * event is made after its files' events (docs/api.md, Deliveries).
   */
  announced: Promise<void>;
}

export interface ExtractionServiceDeps {
  db: Kysely<Database>;
  storage: FileStore;
  pool: ExtractionPool;
  config: Config;
  log: FastifyBaseLogger;
  /** Where daily extraction reservations are counted (the app's rate-limit counters); the database's by default. */
  counters?: CounterStore;
  /** Told when an extraction that ran has ended (webhooks); never throws. */
  onEnded?: (ended: ExtractionEnded) => Promise<void>;
}

/**
 * Single-file extraction from upload to history row: plan limits, the
 * streamed upload, the run on the worker pool with persisted progress, and
 * the recorded outcome (failed ones too).
 */
/** How ExtractionService.start runs an upload. */
export interface StartOptions {
  /** May refuse the upload's other fields first (before the history row is written). */
  checkFields?: (fields: Record<string, string>) => void;
  /** Replaces the upload's fields as the settings (a batch file runs with its batch's settings). */
  preset?: ExtractSettings;
  /** Aborting it stops the run before its next page (`cancelled`). */
  signal?: AbortSignal;
  /** The request's (or batch job's) logger, so the extraction's lines carry its request id. */
  log?: FastifyBaseLogger;
  /** The batch the file belongs to, named in webhook events. */
  batchId?: string;
  /**
   * The caller reads only the outcome's table count (a batch file): the worker thread sends back
   * what the history row keeps, not the tables and the extraction response (runAndRecord).
   */
  recordOnly?: boolean;
  /**
   * Writes the history row instead of a plain insert and answers its id: a batch file writes it
   * only while its attempt still holds the file, and links it in the same transaction
   * (batch/batch-attempts.ts, recordAttemptRow). What it throws, `start` throws, with no row written.
   */
  insertRow?: (row: history.NewExtraction) => Promise<string>;
}

export class ExtractionService {
  private readonly running = new Set<Promise<unknown>>();

  private readonly counters: CounterStore;

  private readonly interrupted: history.InterruptedCheck;

  constructor(private readonly deps: ExtractionServiceDeps) {
    this.counters = deps.counters ?? databaseCounters(deps.db);
    this.interrupted = new history.InterruptedCheck(deps.db, longestExtractionMs(deps.config));
  }

  /**
   * Settles the workspace's extractions a stopped server left processing (failed, or a cut-short
   * re-run back to its tables), before its history or a status is read; at most every few seconds.
   */
  settleInterrupted(workspaceId: string): Promise<void> {
    return this.interrupted.before(workspaceId);
  }

  /**
   * Reserves `count` of the workspace's extractions of today (the UTC day of `now`) before work
   * starts (429 past the plan's limit); hand them back later with that same `now`.
   */
  reserveToday(workspaceId: string, plan: Plan, count: number, now = new Date()): Promise<QuotaReservation> {
    return reserveExtractions(this.counters, workspaceId, plan, count, now);
  }

  /** Hands back `count` extractions reserved at `reservedAt` whose work never ran (see releaseExtractions). */
  releaseReserved(workspaceId: string, count: number, reservedAt: Date): Promise<void> {
    return releaseExtractions(this.counters, workspaceId, count, reservedAt);
  }

  /** The worker pool (page images run there too). */
  get pool(): ExtractionPool {
    return this.deps.pool;
  }

  /** The plan of the request's workspace (its owner's; free when unknown). */
  planOf(workspace: WorkspaceScope): Promise<Plan> {
    return workspacePlan(this.deps.db, workspace.planId);
  }

  /** The plan of a workspace known only by id (a batch file's): its owner's plan. */
  async workspacePlanOf(workspaceId: string): Promise<Plan> {
    const owner = await this.deps.db
      .selectFrom("workspaces as w")
      .innerJoin("users as o", "o.id", "w.owner_id")
      .select("o.subscription_tier as planId")
      .where("w.id", "=", workspaceId)
      .executeTakeFirst();
    return workspacePlan(this.deps.db, owner?.planId ?? "free");
  }

  /**
   * Reserves one of today's extractions, then receives the upload within the
   * plan's file size and starts the extraction. Throws 429, 413, 415 or 422
   * before any extraction starts; then the reservation is handed back. An
   * extraction that ran and failed keeps it: hostile or broken PDFs cost the
   * server work too, and not counting them would let them run without limit.
   */
  async startFromRequest(
    request: FastifyRequest,
    user: UserRow,
    checkFields?: (fields: Record<string, string>) => void,
  ): Promise<RunningExtraction> {
    const workspace = requestWorkspace(request);
    const plan = await this.planOf(workspace);
    const reservation = await this.reserveToday(workspace.id, plan, 1);
    let running: RunningExtraction;
    try {
      const maxBytes = Math.min(plan.max_file_bytes, this.deps.config.maxUploadMb * 1024 * 1024);
      const upload = await receiveUpload(request, this.deps.storage, {
        maxBytes,
        planName: plan.name,
        idleMs: this.deps.config.uploadIdleTimeoutMs,
      });
      running = await this.start(user, workspace.id, upload, { checkFields, log: request.log });
    } catch (error) {
      await reservation.release();
      throw error;
    }
    return running;
  }

  /**
   * Starts extracting an upload already in the store, run by `user` in the
   * workspace `workspaceId` (see StartOptions for the rest). Areas and columns
   * are checked against the PDF's pages before the history row is written; a
   * refused request leaves no row and no stored file.
   */
  async start(
    user: UserRow,
    workspaceId: string,
    upload: ReceivedUpload,
    run: StartOptions = {},
  ): Promise<RunningExtraction> {
    const { checkFields, preset, signal, batchId, recordOnly, log = this.deps.log } = run;
    const { db, storage, config, pool } = this.deps;
    const { insertRow = (row: history.NewExtraction) => history.insertExtraction(db, row) } = run;
    const { stored } = upload;
    let settings: ExtractSettings;
    let bytes: Buffer;
    try {
      settings = preset ?? (await requestSettings(db, workspaceId, upload.fields));
      // scanned pages are read by OCR up to the plan's pages per file (kept with the settings, so a re-extraction applies the same cap)
      settings = { ...settings, ocr_pages: (await this.workspacePlanOf(workspaceId)).ocr_pages_per_file };
      checkFields?.(upload.fields);
      bytes = await storage.get(stored.key);
      if (looksLikePdf(bytes)) await checkAreasFit(pool, bytes, settings, user.id);
    } catch (error) {
      // a batch file keeps its PDF through a transient failure, so the retry can run it
      if (error instanceof AppError || !preset) await storage.delete(stored.key);
      throw error;
    }
    const { password: _password, ...kept } = settings;
    const id = await insertRow({
      userId: user.id,
      workspaceId,
      filename: stored.displayName,
      fileSize: stored.size,
      storageKey: stored.key,
      settings: kept,
      retentionDays: config.retentionDays,
    });
    if (!looksLikePdf(bytes)) {
      const e = bytes.length === 0 ? errors.emptyUpload() : errors.notAPdf();
      await history.failExtraction(db, id, e.code, e.message, { fileDeleted: true });
      await storage.delete(stored.key);
      throw e;
    }

    const { pagesTotal, queued, finished } = runAndRecord(
      { ...this.deps, log },
      id,
      new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      settings,
      stored.displayName,
      user.id,
      signal,
      recordOnly,
    );
    this.track(finished);
    const { onEnded } = this.deps;
    const announced = onEnded
      ? finished
          .then(async (outcome) =>
            onEnded({
              id,
              workspaceId,
              filename: stored.displayName,
              batchId: batchId ?? null,
              outcome: outcome.ok
                ? { ok: true, pageCount: await pagesTotal, tableCount: outcome.tableCount }
                : { ok: false, code: outcome.error.code, message: outcome.error.message },
            }),
          )
          .catch((error: unknown) => log.error({ err: error }, "announcing the extraction's end failed"))
      : finished.then(() => undefined);
    this.track(announced);
    return { id, filename: stored.displayName, fields: upload.fields, pagesTotal, queued, finished, announced };
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
