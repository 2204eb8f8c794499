import { Type } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { toAppError } from "../../errors/to-app-error.js";
import { applyEdits, EDIT_LIMITS } from "../../extraction/edits/apply-edits.js";
import { saveTables, summaryOf } from "../../extraction/history/index.js";
import { extractionResponse } from "../../extraction/output/extract-info-response.js";
import { poolWork } from "../../extraction/output/finished-tables.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { ExtractionResponseSchema, IdParams } from "./extraction-schemas.js";
import { completedTables, ownExtraction } from "./own-extraction.js";

/** Edited tables may be larger than ordinary JSON bodies. */
const EDIT_BODY_LIMIT = 16 * 1024 * 1024;

const Cell = Type.String({ maxLength: EDIT_LIMITS.cellChars });
const EditBody = Type.Object({
  tables: Type.Array(
    Type.Object({
      headers: Type.Array(Cell, { maxItems: EDIT_LIMITS.columns }),
      data: Type.Array(Type.Array(Cell, { maxItems: EDIT_LIMITS.columns }), { maxItems: EDIT_LIMITS.rows }),
    }),
    { maxItems: 1000 },
  ),
});

/** PUT /extractions/:id/tables: saves the user's edits; downloads and results give the edited tables. */
export const editTablesRoute: RouteModule = (app, ctx) => {
  app.put(
    "/extractions/:id/tables",
    {
      preHandler: requireUser(ctx.database.db),
      bodyLimit: EDIT_BODY_LIMIT,
      // same {detail, code} body as everywhere, with this route's own size limit in the message
      errorHandler: (error, request, reply) => {
        const e = toAppError(error, EDIT_BODY_LIMIT, request.headers["content-type"]);
        if (e.statusCode >= 500) request.log.error({ err: error }, "request failed");
        return (reply as FastifyReply)
          .status(e.statusCode)
          .headers(e.headers)
          .send({ detail: e.message, code: e.code });
      },
      schema: {
        tags: ["extraction"],
        summary: "Save edited tables (every table of the extraction, in order)",
        security: bearerSecurity,
        params: IdParams,
        body: EditBody,
        response: { 200: ExtractionResponseSchema, ...errorResponses(401, 404, 409, 410, 413, 422) },
      },
    },
    async (request) => {
      const record = await ownExtraction(ctx, request, request.params.id);
      const tables = applyEdits(completedTables(record), request.body.tables);
      const info = await poolWork(
        ctx.extractions.pool.extractInfo(tables, record.filename, record.warnings, record.userId),
      );
      if (!(await saveTables(ctx.database.db, record.id, tables, summaryOf(info), record.completedAt))) {
        // a re-extraction began or ended while these edits were made into tables: they were made on
        // the tables it replaces, so they are refused rather than lost or laid over its new ones
        completedTables(await ownExtraction(ctx, request, request.params.id)); // deleted: 404, expired: 410, running: 409
        throw errors.tablesChanged();
      }
      return extractionResponse(record.id, record.filename, info, record.pageErrors, true);
    },
  );
};
