import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { finishedTables } from "../../extraction/output/finished-tables.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { UPLOAD_FIELDS_DOC, UploadMultipartBody } from "./extraction-schemas.js";

const Accepted = Type.Object({
  id: Type.String({ format: "uuid" }),
  status: Type.Literal("processing"),
  filename: Type.String(),
  pages_total: Type.Union([Type.Integer(), Type.Null()], {
    description: "Pages the extraction reads (the selection); null while queued",
  }),
  queued: Type.Boolean({ description: "Waiting for a free worker; poll GET /extractions/{id} as usual" }),
});

/**
 * POST /extractions: starts an extraction and answers 202 as soon as the
 * page count is known, or at once with `queued: true` when it waits for a
 * worker; GET /extractions/:id then shows pages_done of pages_total. A PDF that fails before it is read (not a PDF, password
 * needed) fails here with its code, so the client can ask for a password.
 */
export const createExtractionRoute: RouteModule = (app, ctx) => {
  app.post(
    "/extractions",
    {
      preHandler: requireUser(ctx.database.db, { upload: true }),
      schema: {
        tags: ["extraction"],
        summary: "Start an extraction in the background; poll its progress",
        description: UPLOAD_FIELDS_DOC,
        consumes: ["multipart/form-data"],
        "x-multipart-body": UploadMultipartBody,
        security: bearerSecurity,
        response: { 202: Accepted, ...errorResponses(401, 413, 415, 422, 429, 500, 503) },
      },
    },
    async (request, reply) => {
      const running = await ctx.extractions.startFromRequest(request, signedInUser(request));
      // answer as soon as the page count is known, or at once when the PDF has to wait for a worker
      const pagesTotal = await Promise.race([running.pagesTotal, running.queued.then(() => "queued" as const)]);
      if (pagesTotal === "queued")
        return reply.status(202).send({
          id: running.id,
          status: "processing" as const,
          filename: running.filename,
          pages_total: null,
          queued: true,
        });
      if (pagesTotal === null) await finishedTables(running); // throws the reason it never started
      return reply.status(202).send({
        id: running.id,
        status: "processing" as const,
        filename: running.filename,
        pages_total: pagesTotal ?? 0,
        queued: false,
      });
    },
  );
};
