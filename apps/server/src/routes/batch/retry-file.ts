import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { refuseUnknownFields } from "../known-fields.js";
import { documentRequired } from "../openapi/documented-required.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { BatchFileParams, BatchFileRetried, BatchFileRetryBody } from "./batch-schemas.js";
import { ownBatch } from "./own-batch.js";

/**
 * POST /batch/:id/files/:file_id/retry: a file that failed for want of its PDF password
 * (`password_required`, `wrong_password`) runs again with the password, from the PDF stored with
 * the batch; the batch runs again until the file is counted (docs/api.md, Batches). The password
 * is held in memory for that run only (docs/security.md, Encrypted PDFs' passwords).
 */
export const retryBatchFileRoute: RouteModule = (app, ctx) => {
  app.post(
    "/batch/:id/files/:file_id/retry",
    {
      preHandler: requireUser(ctx.database.db),
      preValidation: refuseUnknownFields(BatchFileRetryBody),
      schema: {
        tags: ["batch"],
        summary: "Run a password-protected file of a batch again, with its password",
        description:
          "For a file whose result has `error_code` `password_required` or `wrong_password`. The file runs again from its stored PDF (nothing is uploaded again); it counts as one extraction of the day. Poll `GET /batch/` for its result: a wrong password ends it `wrong_password` again. The password is never stored.",
        security: bearerSecurity,
        params: BatchFileParams,
        body: BatchFileRetryBody,
        ...documentRequired(["password"]),
        response: { 202: BatchFileRetried, ...errorResponses(401, 404, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const batch = await ownBatch(ctx, request, request.params.id);
      const { password } = request.body;
      if (!password) throw errors.validation("password is required");
      await ctx.batches.retryWithPassword(request, batch, request.params.file_id, password);
      reply.code(202);
      return { success: true, file_id: request.params.file_id, status: "processing" };
    },
  );
};
