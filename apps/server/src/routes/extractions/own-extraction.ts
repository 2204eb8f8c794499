import type { FastifyRequest } from "fastify";
import type { Table } from "@pdftab/engine";
import type { AppContext } from "../../context.js";
import { errors } from "../../errors/index.js";
import { requestWorkspace } from "../../workspaces/index.js";
import {
  findExtraction,
  findExtractionSummary,
  isExpired,
  type ExtractionRecord,
  type ExtractionSummary,
} from "../../extraction/history/index.js";

/** The extraction `id` of the caller's workspace; 404 for unknown ids and for other workspaces' ids alike. */
export async function ownExtraction(ctx: AppContext, request: FastifyRequest, id: string): Promise<ExtractionRecord> {
  const workspaceId = requestWorkspace(request).id;
  await ctx.extractions.settleInterrupted(workspaceId);
  const record = await findExtraction(ctx.database.db, workspaceId, id);
  if (!record) throw errors.notFound("Extraction");
  return record;
}

/** The workspace's extraction `id` without its tables (status polls); 404 as ownExtraction. */
export async function ownExtractionSummary(
  ctx: AppContext,
  request: FastifyRequest,
  id: string,
): Promise<ExtractionSummary> {
  const workspaceId = requestWorkspace(request).id;
  await ctx.extractions.settleInterrupted(workspaceId);
  const summary = await findExtractionSummary(ctx.database.db, workspaceId, id);
  if (!summary) throw errors.notFound("Extraction");
  return summary;
}

/** The record's tables when it completed and has not expired; otherwise 410 (expired, whatever its status) or 409. */
export function completedTables(record: ExtractionRecord): Table[] {
  if (isExpired(record)) throw errors.extractionExpired();
  if (record.status !== "completed" || !record.tables) throw errors.extractionNotReady(record.status);
  return record.tables;
}
