import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { isExpired } from "../../extraction/history/index.js";
import { poolWork } from "../../extraction/output/finished-tables.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { ownExtraction } from "./own-extraction.js";

const MAX_TEXT = 200;

const Params = Type.Object({ id: Type.String(), page: Type.String({ pattern: "^[1-9][0-9]{0,5}$" }) });
const Query = Type.Object({
  text: Type.String({
    description: `The anchor text (1-${MAX_TEXT} characters), matched as a template's anchor is: ignoring case and spaces, within one line, whole words first`,
  }),
});
const AnchorFound = Type.Object({
  page: Type.Integer(),
  text: Type.String(),
  bbox: Type.Object(
    { x0: Type.Number(), y0: Type.Number(), x1: Type.Number(), y1: Type.Number() },
    { description: "Box of the text's first occurrence, PDF points, top-left origin of the page as displayed" },
  ),
});

/**
 * GET /extractions/:id/pages/:page/anchor?text=: where a template anchor's
 * text first occurs on a page of the stored PDF, found exactly as extraction
 * finds it, so a client can store an anchored area's box relative to it
 * (docs/api.md, "Corrections and templates"). 404 anchor_not_found when the
 * text is not on the page; 410 extraction_expired past the retention period,
 * like the page image. An encrypted PDF needs X-PDF-Password.
 */
export const pageAnchorRoute: RouteModule = (app, ctx) => {
  app.get(
    "/extractions/:id/pages/:page/anchor",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["extraction"],
        summary: "Where an anchor text is on a page (for anchored template areas)",
        security: bearerSecurity,
        params: Params,
        querystring: Query,
        response: { 200: AnchorFound, ...errorResponses(401, 404, 409, 410, 422) },
      },
    },
    async (request) => {
      const record = await ownExtraction(ctx, request, request.params.id);
      const text = request.query.text.trim();
      if (text === "" || text.length > MAX_TEXT) throw errors.validation(`text: must be 1 to ${MAX_TEXT} characters`);
      const page = Number(request.params.page);
      // past RETENTION_DAYS the PDF is gone, or goes at the next sweep: never read it then (docs/api.md, Upload)
      if (isExpired(record) || !record.storageKey) throw errors.extractionExpired();
      const pdf = await ctx.storage.get(record.storageKey).catch(() => {
        throw errors.extractionExpired();
      });
      const password = request.headers["x-pdf-password"];
      const bbox = await poolWork(
        ctx.extractions.pool.locateAnchor(pdf, page, text, {
          ...(typeof password === "string" ? { password } : {}),
          owner: record.userId,
        }),
      );
      if (!bbox) throw errors.anchorNotFound(text, page);
      return { page, text, bbox };
    },
  );
};
