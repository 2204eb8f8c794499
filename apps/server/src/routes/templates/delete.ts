import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { deleteTemplate } from "../../templates/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { TemplateIdParams } from "./template-schemas.js";

/** DELETE /templates/:id: extractions already run with the template keep the copy they ran with. */
export const deleteTemplateRoute: RouteModule = (app, ctx) => {
  app.delete(
    "/templates/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["templates"],
        summary: "Delete one of your templates",
        security: bearerSecurity,
        params: TemplateIdParams,
        response: { 200: Type.Object({ success: Type.Boolean(), id: Type.String() }), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      if (!(await deleteTemplate(ctx.database.db, requestWorkspace(request).id, request.params.id)))
        throw errors.templateNotFound();
      return { success: true, id: request.params.id };
    },
  );
};
