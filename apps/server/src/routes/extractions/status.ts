import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { extractionResponse } from "../../extraction/output/extract-info-response.js";
import { poolWork } from "../../extraction/output/finished-tables.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { ExtractionResponseSchema, ExtractionStatusSchema, IdParams } from "./extraction-schemas.js";
import { completedTables, ownExtraction, ownExtractionStatus } from "./own-extraction.js";
import { statusView } from "./present.js";

/** GET /extractions/:id (progress and outcome) and GET /extractions/:id/result (the tables). */
export const extractionStatusRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/extractions/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["extraction"],
        summary: "Progress (pages_done of pages_total) and outcome of one extraction",
        security: bearerSecurity,
        params: IdParams,
        response: { 200: ExtractionStatusSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => statusView(await ownExtractionStatus(ctx, request, request.params.id)),
  );

  app.get(
    "/extractions/:id/result",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["extraction"],
        summary: "The extraction response (tables as JSON) of a completed extraction, edits included",
        security: bearerSecurity,
        params: IdParams,
        response: { 200: ExtractionResponseSchema, ...errorResponses(401, 404, 409, 410) },
      },
    },
    async (request) => {
      const record = await ownExtraction(ctx, request, request.params.id);
      const info = await poolWork(
        ctx.extractions.pool.extractInfo(completedTables(record), record.filename, record.warnings, record.userId),
      );
      return extractionResponse(record.id, record.filename, info, record.pageErrors, record.edited);
    },
  );
};
