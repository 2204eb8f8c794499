import type { FastifyReply } from "fastify";
import { requireUser } from "../../auth/authenticate.js";
import { batchZip, isBatchExpired } from "../../batch/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { sendHeadersOnly } from "../../extraction/output/headers-only.js";
import { contentDisposition } from "../../extraction/output/send-export.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { BatchIdParams } from "./batch-schemas.js";
import { ownBatch } from "./own-batch.js";

/** GET /batch/:id/download: a zip of the results (one file per PDF, plus combined.xlsx with align_columns); 410 after the retention period. */
export const downloadBatchRoute: RouteModule = (app, ctx) => {
  app.get(
    "/batch/:id/download",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["batch"],
        summary: "Download a batch's results as a zip",
        security: bearerSecurity,
        params: BatchIdParams,
        "x-file-response":
          "A zip: one file per successful PDF in the batch's format, plus combined.xlsx with align_columns",
        response: errorResponses(401, 404, 410),
      },
    },
    async (request, reply) => {
      const batch = await ownBatch(ctx, request, request.params.id);
      if (isBatchExpired(batch)) throw errors.batchExpired();
      // a file answer: the route schema describes only its errors; named as the web app saves it
      // (docs/product.md, Extraction: batches batch_{id}_results.zip)
      const headers = {
        "content-type": "application/zip",
        "content-disposition": contentDisposition(`batch_${batch.id}_results.zip`),
        "cache-control": "private, no-store",
      };
      // HEAD: the same answer without building the zip (docs/api.md, "Downloads and HEAD")
      if (request.method === "HEAD") return sendHeadersOnly(reply as FastifyReply, headers);
      const body = await batchZip(ctx.database.db, ctx.extractions.pool, batch);
      return (reply as FastifyReply).headers(headers).send(body);
    },
  );
};
