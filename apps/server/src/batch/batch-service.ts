import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import type { UserRow } from "../auth/users.js";
import { findUserById } from "../auth/users.js";
import type { Config } from "../config/index.js";
import type { DatabaseHandle } from "../db/index.js";
import { AppError, errors } from "../errors/index.js";
import type { ExtractionService } from "../extraction/extraction-service.js";
import { requestSettings } from "../extraction/settings/request-settings.js";
import { exportFormatOf, formatField } from "../extraction/output/send-export.js";
import type { FileStore } from "../storage/index.js";
import { REQUEST_ID_LOG_KEY } from "../observability/request-id.js";
import {
  AttemptSuperseded,
  discardEarlierAttempts,
  earlierRefusal,
  recordAttemptRow,
  type FileAttempt,
} from "./batch-attempts.js";
import { batchFileReason } from "./batch-file-reason.js";
import { BatchQueue, type BatchFileJob } from "./batch-queue.js";
import { isBatchExpired } from "./batch-views.js";
import { claimForPasswordRetry } from "./password-retry.js";
import * as repo from "./batch-repository.js";
import type { BatchOptions } from "./batch-tables.js";
import { removeBatch, type RemovedBatch } from "./delete-batch.js";
import { LeaseKeeper } from "./lease-keeper.js";
import { receiveBatchUpload } from "./receive-batch-upload.js";
import { makeWorkerId } from "./worker-id.js";
import { requestWorkspace } from "../workspaces/index.js";

export interface BatchServiceDeps {
  database: DatabaseHandle;
  storage: FileStore;
  extractions: ExtractionService;
  config: Config;
  log: FastifyBaseLogger;
  /** This process's name in `batch_files.worker_id`; a fresh one by default. */
  workerId?: string;
  /** Told after each file is counted or stopped, and after a cancel, so a batch that has ended is announced (webhooks); never throws. */
  onFileCounted?: (batchId: string) => Promise<void>;
}

/** Which upload form a batch came through: /batch/create, /pdf/batch-extract or the public /batch-extract. */
export type BatchForm = "create" | "batch-extract" | "public";

/** The export format each form documents (the public API documents `format` and takes `export_format` too), named as sent. */
function formatOf(form: BatchForm, fields: Record<string, string>): "xlsx" | "csv" | "json" {
  const { name, value } =
    form === "public"
      ? formatField(fields, "format")
      : form === "create"
        ? { name: "format", value: fields.format }
        : { name: "export_format", value: fields.export_format };
  return exportFormatOf(value, name);
}

/**
 * The one batch engine behind both batch APIs: plan limits, the streamed
 * upload, one queued job per file, each run through the single-file
 * extraction service, and the batch's counters and final status.
 */
export class BatchService {
  readonly queue: BatchQueue;
  /** Who this process is when it takes a file, and for how long. */
  readonly holder: repo.LeaseHolder;
  readonly leases: LeaseKeeper;
  /** Attempts this process runs now, by attempt id (a file can have two here, see FileAttempt): their batch, and how to stop them. */
  private readonly underWay = new Map<string, { batchId: string; stop: AbortController }>();
  /** Password retries running in this process (retryWithPassword), waited for at shutdown. */
  private readonly retries = new Set<Promise<void>>();

  constructor(private readonly deps: BatchServiceDeps) {
    const { config, database, log } = deps;
    this.holder = { workerId: deps.workerId ?? makeWorkerId(), leaseMs: config.batchLeaseMs };
    const workers = config.batchWorkers ? config.extractionThreads : 0;
    this.queue = new BatchQueue(database, { workers, log, handle: (job) => this.processFile(job) });
    this.leases = new LeaseKeeper({
      db: database.db,
      holder: this.holder,
      log,
      requeue: (fileIds) => this.queue.send(fileIds),
      workPending: async () => void (await this.queue.start()),
      bossSchema: this.queue.bossSchema,
      stop: (attempts) => this.stopAttempts(attempts),
      // a cancelled batch whose running file died with its process ends here, and is announced once
      batchEnded: async (batchId) => this.deps.onFileCounted?.(batchId),
      // a password retry that died with its process ran for nothing: the file runs again without the password
      handBack: async (retries) => {
        for (const r of retries) await this.deps.extractions.releaseReserved(r.workspaceId, 1, r.reservedAt);
      },
    });
  }

  /**
   * Starts batch work in this process (unless BATCH_WORKERS=false): takes back
   * files of dead processes, then keeps leases and sweeps. `eager` starts the
   * queue at once (worker processes); otherwise it starts with the first batch
   * or when a sweep finds one unfinished.
   */
  async start(options: { eager?: boolean } = {}): Promise<void> {
    if (!this.deps.config.batchWorkers) return;
    // the embedded database admits one process, so whoever left files 'processing' is dead
    await this.leases.start(this.deps.database.kind === "pglite");
    if (options.eager) await this.queue.start();
  }

  /** Checks the plan, receives the PDFs and queues them; answers the new batch's id. */
  async createFromRequest(
    request: FastifyRequest,
    user: UserRow,
    form: BatchForm,
  ): Promise<{ batch_id: string; total_files: number }> {
    const workspace = requestWorkspace(request);
    const plan = await this.deps.extractions.planOf(workspace);
    if (plan.files_per_batch <= 1) throw errors.batchPlanRequired(plan.name);
    // every file of a batch is one extraction of the day: one is reserved before the upload is
    // read (a user at the limit is refused at once), the rest once the files are counted
    const reservation = await this.deps.extractions.reserveToday(workspace.id, plan, 1);
    const maxBytes = Math.min(plan.max_file_bytes, this.deps.config.maxUploadMb * 1024 * 1024);
    let received;
    try {
      received = await receiveBatchUpload(request, this.deps.storage, {
        maxBytes,
        maxFiles: plan.files_per_batch,
        planName: plan.name,
        idleMs: this.deps.config.uploadIdleTimeoutMs,
      });
    } catch (error) {
      await reservation.release();
      throw error;
    }
    const { files, fields } = received;
    let format: "xlsx" | "csv" | "json";
    let options: BatchOptions;
    try {
      await reservation.extend(files.length - reservation.held);
      format = formatOf(form, fields);
      // a batch has no password field: each PDF would need its own
      const { password: _password, ...extract } = await requestSettings(this.deps.database.db, workspace.id, fields);
      options = {
        include_statistics: flag(fields, "include_statistics"),
        fill_gaps: flag(fields, "fill_gaps"),
        align_columns: flag(fields, "align_columns"),
        extract,
      };
    } catch (error) {
      await reservation.release();
      await Promise.all(files.map((f) => this.deps.storage.delete(f.key)));
      throw error;
    }
    const { id, fileIds } = await repo.insertBatch(this.deps.database.db, {
      userId: user.id,
      workspaceId: workspace.id,
      format,
      options,
      retentionDays: this.deps.config.retentionDays,
      files: files.map((f) => ({ filename: f.displayName, fileSize: f.size, storageKey: f.key })),
    });
    await this.queue.send(fileIds, request.id);
    request.log.info({ batch_id: id, files: fileIds.length }, "batch queued");
    return { batch_id: id, total_files: fileIds.length };
  }

  /**
   * Cancels a batch: files not started will not start, and its files running in this process
   * stop before their next page; those running in other processes stop when their heartbeat
   * sees the cancel (within a third of BATCH_LEASE_SECONDS). False when it had already ended.
   */
  async cancel(batchId: string): Promise<boolean> {
    const { db } = this.deps.database;
    const cancelled = await repo.cancelUnstarted(db, batchId);
    this.stopBatch(batchId);
    if (cancelled?.unstarted) {
      const batch = await db
        .selectFrom("batches")
        .select(["workspace_id", "created_at"])
        .where("id", "=", batchId)
        .executeTakeFirst();
      if (batch) await this.deps.extractions.releaseReserved(batch.workspace_id, cancelled.unstarted, batch.created_at);
    }
    // with no file under way the batch has ended now; otherwise its last running file announces it
    if (cancelled) await this.deps.onFileCounted?.(batchId);
    return cancelled !== undefined;
  }

  /** Deletes a batch (see removeBatch); its files running here stop at their next page, elsewhere at their heartbeat. */
  async remove(
    batch: Parameters<typeof removeBatch>[2],
    options: { withExtractions?: boolean } = {},
  ): Promise<RemovedBatch> {
    const removed = await removeBatch(this.deps.database.db, this.deps.storage, batch, options);
    this.stopBatch(batch.id);
    // files that never started hand their extractions of the day back
    await this.deps.extractions.releaseReserved(batch.workspace_id, removed.unstarted, batch.created_at);
    return removed;
  }

  private stopBatch(batchId: string): void {
    for (const file of this.underWay.values()) if (file.batchId === batchId) file.stop.abort();
  }

  private stopAttempts(attempts: FileAttempt[]): void {
    for (const attempt of attempts) this.underWay.get(attempt.attempt_id)?.stop.abort();
  }

  /**
   * One job: runs the file through the extraction service and counts it on its batch, as one
   * attempt (see FileAttempt). A file stopped because its batch was cancelled ends 'cancelled',
   * not counted as processed or failed. An attempt whose file was claimed again meanwhile
   * writes nothing: no history row, no outcome, no usage handed back.
   */
  async processFile(job: BatchFileJob): Promise<void> {
    const file = await repo.claimFile(this.deps.database.db, job.fileId, this.holder);
    if (!file) return; // cancelled, or taken by another worker
    // a file refused before any extraction ran hands back the extraction its upload reserved
    await this.runAttempt(file, { requestId: job.requestId, reservedAt: file.batch.created_at });
  }

  /**
   * Runs a file that failed for want of its PDF password again, with `password`, from its stored
   * upload (docs/api.md, Batches). The retry is one more extraction of today (429 past the plan's
   * daily limit), handed back when it is refused, or when the file is taken from it before it is
   * counted (this process died, see releaseExpiredLeases, or a transient error gave the file back):
   * the file then runs again without the password. The password lives only in this process's
   * memory, for this run: it is never written to the database or the job queue
   * (docs/security.md, Encrypted PDFs' passwords), so the file runs here, not through the queue.
   * Answers once the file is 'processing'; the run goes on in the background.
   */
  async retryWithPassword(
    request: FastifyRequest,
    batch: { id: string; expires_at: Date; expired_at: Date | null },
    fileId: string,
    password: string,
  ): Promise<void> {
    if (isBatchExpired(batch)) throw errors.batchExpired();
    const workspace = requestWorkspace(request);
    const plan = await this.deps.extractions.planOf(workspace);
    const reservedAt = new Date();
    const reservation = await this.deps.extractions.reserveToday(workspace.id, plan, 1, reservedAt);
    let claimed;
    try {
      claimed = await claimForPasswordRetry(this.deps.database.db, batch.id, fileId, this.holder, reservedAt);
    } catch (error) {
      await reservation.release();
      throw error;
    }
    if (!claimed.file) {
      await reservation.release();
      if (claimed.refused === "no_such_file") throw errors.notFound("Batch file");
      throw errors.batchFileNotRetryable(claimed.refused === "batch_cancelled");
    }
    const { file } = claimed;
    // this process keeps the file's lease alive even when it runs no queue (BATCH_WORKERS=false)
    this.leases.keepAlive();
    request.log.info({ batch_id: batch.id, batch_file_id: file.id }, "batch file runs again with its PDF password");
    const run = this.runAttempt(file, { requestId: request.id, reservedAt, password }).catch((error: unknown) =>
      this.deps.log.error({ err: error, batch_file_id: file.id }, "a batch file's password retry failed"),
    );
    this.retries.add(run);
    void run.finally(() => this.retries.delete(run));
  }

  /**
   * One attempt of a claimed file (see processFile). `reservedAt` is when its extraction of the
   * day was reserved (the upload's, or a retry's), handed back on that day when the file is
   * refused before any extraction ran; `password` opens an encrypted PDF.
   */
  private async runAttempt(
    file: NonNullable<Awaited<ReturnType<typeof repo.claimFile>>>,
    run: { requestId?: string; reservedAt: Date; password?: string },
  ): Promise<void> {
    const { db } = this.deps.database;
    const stop = new AbortController();
    this.underWay.set(file.attempt_id, { batchId: file.batch_id, stop });
    // the uploading request's id follows the file into this job's and its extraction's log lines
    const log = this.deps.log.child({
      ...(run.requestId ? { [REQUEST_ID_LOG_KEY]: run.requestId } : {}),
      batch_id: file.batch_id,
      batch_file_id: file.id,
    });
    this.leases.hold(file);
    try {
      const { batch } = file;
      const refuse = async (code: string, message: string) => {
        if (await repo.finishFile(db, file, { ok: false, code, message: batchFileReason(code, message) }))
          await this.deps.extractions.releaseReserved(batch.workspace_id, 1, run.reservedAt);
      };
      const user = await findUserById(db, batch.user_id);
      const stored = file.storage_key ? await this.deps.storage.info(file.storage_key) : undefined;
      if (!user || !stored) {
        // an attempt killed after refusing the bytes as not a PDF (and deleting them) left its reason
        const refused = user ? await earlierRefusal(db, file) : undefined;
        await refuse(refused?.code ?? "file_missing", refused?.message ?? "The uploaded file is no longer stored");
        return;
      }
      // a re-run replaces its earlier attempt: one history row, counted once in the day's usage
      const discarded = await discardEarlierAttempts(db, file, user.id);
      if (discarded)
        this.deps.log.info(
          { fileId: file.id, discarded },
          "batch file runs again; its earlier attempt's history row is replaced",
        );
      let running;
      try {
        running = await this.deps.extractions.start(
          user,
          batch.workspace_id,
          { stored, fields: {} },
          {
            preset: { ...batch.options.extract, ...(run.password ? { password: run.password } : {}) },
            signal: stop.signal,
            log,
            batchId: file.batch_id,
            // the file's outcome needs its table count only, not the tables on this thread
            recordOnly: true,
            // the row is written and linked only while this attempt holds the file
            insertRow: (row) => recordAttemptRow(db, file, row),
          },
        );
      } catch (error) {
        if (error instanceof AttemptSuperseded) {
          log.info("batch file claimed again while this attempt waited; it stops without a history row");
          return;
        }
        if (!(error instanceof AppError)) throw error;
        await refuse(error.code, error.message);
        return;
      }
      const outcome = await running.finished;
      // the file's own event is made before the file is counted, so a batch's end is announced after it
      await running.announced;
      if (!outcome.ok && outcome.error.code === "cancelled") {
        await repo.cancelRunningFile(db, file, `The batch was cancelled while this file ran. ${outcome.error.message}`);
        return;
      }
      await repo.finishFile(
        db,
        file,
        outcome.ok
          ? { ok: true, tableCount: outcome.tableCount }
          : {
              ok: false,
              code: outcome.error.code,
              message: batchFileReason(outcome.error.code, outcome.error.message),
            },
      );
    } catch (error) {
      // transient (database, storage): give the file back so the retry can take it; a password
      // retry's extraction of the day goes back with it, as the file runs again without the password
      if ((await repo.giveBackFile(db, file)) && file.retry_reserved_at)
        await this.deps.extractions.releaseReserved(file.batch.workspace_id, 1, run.reservedAt);
      throw error;
    } finally {
      this.leases.release(file);
      this.underWay.delete(file.attempt_id);
      // the early returns above count the file too
      await this.deps.onFileCounted?.(file.batch_id);
    }
  }

  /** Stops sweeping, stops taking jobs and waits for those under way and for password retries (their leases kept alive meanwhile), then stops the heartbeat. */
  async stop(): Promise<void> {
    await this.leases.stopSweeping();
    await this.queue.stop();
    await Promise.allSettled([...this.retries]);
    await this.leases.stop();
  }
}

function flag(fields: Record<string, string>, name: string): boolean {
  const value = fields[name]?.trim().toLowerCase();
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true" || value === "1") return true;
  throw errors.validation(`${name} must be true or false, not "${fields[name]}"`);
}
