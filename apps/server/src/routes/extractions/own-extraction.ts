import type { FastifyRequest } from "fastify";
import type { Table } from "@pdftab/engine";
import type { AppContext } from "../../context.js";
import { errors } from "../../errors/index.js";
import { requestWorkspace } from "../../workspaces/index.js";
import {
  findExtraction,
  findExtractionStatus,
  isExpired,
  type ExtractionRecord,
  type ExtractionStatus,
} from "../../extraction/history/index.js";

/** The extraction `id` of the caller's workspace; 404 for unknown ids and for other workspaces' ids alike. */
export async function ownExtraction(ctx: AppContext, request: FastifyRequest, id: string): Promise<ExtractionRecord> {
  const workspaceId = requestWorkspace(request).id;
  await ctx.extractions.settleInterrupted(workspaceId);
  const record = await findExtraction(ctx.database.db, workspaceId, id);
  if (!record) throw errors.notFound("Extraction");
  return record;
}

/** What a status poll shows of the workspace's extraction `id`; 404 as ownExtraction. */
export async function ownExtractionStatus(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
): Promise<ExtractionStatus> {
  const workspaceId = requestWorkspace(request).id;
  await ctx.extractions.settleInterrupted(workspaceId);
  const status = await findExtractionStatus(ctx.database.db, workspaceId, id);
  if (!status) throw errors.notFound("Extraction");
  return status;
}

/** The record's tables when it completed and has not expired; otherwise 410 (expired, whatever its status) or 409. */
export function completedTables(record: ExtractionRecord): Table[] {
  if (isExpired(record)) throw errors.extractionExpired();
  if (record.status !== "completed" || !record.tables) throw errors.extractionNotReady(record.status);
  return record.tables;
}
