import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findTemplate, templateFromBody, updateTemplateWithinRoom } from "../../templates/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import {
  engineValidates,
  presentTemplate,
  TemplateBodySchema,
  TemplateIdParams,
  TemplateSchema,
} from "./template-schemas.js";

/** PUT /templates/:id: replaces the whole template (fields left out take their defaults). */
export const updateTemplateRoute: RouteModule = (app, ctx) => {
  app.put(
    "/templates/:id",
    {
      preHandler: requireUser(ctx.database.db),
      validatorCompiler: engineValidates,
      schema: {
        tags: ["templates"],
        summary: "Replace one of your templates",
        security: bearerSecurity,
        params: TemplateIdParams,
        body: TemplateBodySchema,
        response: { 200: TemplateSchema, ...errorResponses(400, 401, 404, 409, 413, 422) },
      },
    },
    async (request) => {
      const workspaceId = requestWorkspace(request).id;
      // another workspace's id is 404 before its body is looked at, so nothing is learnt from the 422s
      if (!(await findTemplate(ctx.database.db, workspaceId, request.params.id))) throw errors.templateNotFound();
      const stored = await updateTemplateWithinRoom(
        ctx.database.db,
        workspaceId,
        request.params.id,
        templateFromBody(request.body),
      );
      if (!stored) throw errors.templateNotFound();
      return presentTemplate(stored);
    },
  );
};
