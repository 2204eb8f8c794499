import { Type } from "@fastify/type-provider-typebox";
import type { FastifyReply } from "fastify";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { poolWork } from "../../extraction/output/finished-tables.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { completedTables, ownExtraction } from "./own-extraction.js";

const MIN_SCALE = 0.5;
const MAX_SCALE = 3;
const DEFAULT_SCALE = 1.5;

const Params = Type.Object({ id: Type.String(), page: Type.String({ pattern: "^[1-9][0-9]{0,5}$" }) });
const Query = Type.Object({
  table: Type.Optional(
    Type.String({
      pattern: "^[0-9]{1,5}$",
      description: "0-based index into the extraction's tables; its box is drawn",
    }),
  ),
  scale: Type.Optional(
    Type.String({
      pattern: "^[0-9]{1,2}(\\.[0-9]{1,3})?$",
      description: `Pixels per PDF point, clamped to ${MIN_SCALE}-${MAX_SCALE}; default ${DEFAULT_SCALE}`,
    }),
  ),
});

/**
 * GET /extractions/:id/pages/:page/image: the page rendered from the stored
 * PDF, with the table's box drawn when `table` is given. An encrypted PDF
 * needs its password in the X-PDF-Password header (never stored).
 */
export const pageImageRoute: RouteModule = (app, ctx) => {
  app.get(
    "/extractions/:id/pages/:page/image",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["extraction"],
        summary: "PNG of a page with a table's box drawn on it",
        security: bearerSecurity,
        params: Params,
        querystring: Query,
        "x-file-response": { description: "The page as a PNG image", contentTypes: ["image/png"] },
        response: errorResponses(401, 404, 409, 410, 422),
      },
    },
    async (request, reply) => {
      const record = await ownExtraction(ctx, request, request.params.id);
      const tables = completedTables(record);
      const page = Number(request.params.page);
      const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, Number(request.query.scale ?? DEFAULT_SCALE)));
      let box;
      if (request.query.table !== undefined) {
        const index = Number(request.query.table);
        const table = tables[index];
        if (!table) throw errors.tableNotFound(index, tables.length);
        if (table.page !== page) throw errors.validation(`table ${index} is on page ${table.page}, not page ${page}`);
        box = table.bbox;
      }
      if (!record.storageKey) throw errors.extractionExpired();
      const pdf = await ctx.storage.get(record.storageKey).catch(() => {
        throw errors.extractionExpired();
      });
      const password = request.headers["x-pdf-password"];
      const png = await poolWork(
        ctx.extractions.pool.renderPage(pdf, page, {
          scale,
          ...(typeof password === "string" ? { password } : {}),
          ...(box ? { box } : {}),
          owner: record.userId,
        }),
      );
      return (reply as FastifyReply)
        .header("content-type", "image/png")
        .header("cache-control", "private, max-age=300")
        .send(Buffer.from(png));
    },
  );
};
