import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { deleteExtraction } from "../../extraction/history/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { IdParams } from "./extraction-schemas.js";

/** DELETE /extractions/:id: removes the history row, its PDF and its tables. */
export const deleteExtractionRoute: RouteModule = (app, ctx) => {
  app.delete(
    "/extractions/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["extraction"],
        summary: "Delete an extraction with its stored PDF and tables",
        security: bearerSecurity,
        params: IdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String() }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const deleted = await deleteExtraction(ctx.database.db, requestWorkspace(request).id, request.params.id);
      if (!deleted) throw errors.notFound("Extraction");
      if (deleted.storageKey) await ctx.storage.delete(deleted.storageKey);
      return { success: true, id: request.params.id };
    },
  );
};
