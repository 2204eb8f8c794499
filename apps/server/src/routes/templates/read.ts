import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findTemplate, listTemplates } from "../../templates/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { presentTemplate, TemplateIdParams, TemplateSchema } from "./template-schemas.js";

/** GET /templates (the user's templates, last saved first) and GET /templates/:id. */
export const readTemplatesRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/templates",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["templates"],
        summary: "List your templates, the most recently saved first",
        security: bearerSecurity,
        response: { 200: Type.Object({ templates: Type.Array(TemplateSchema) }), ...errorResponses(401) },
      },
    },
    async (request) => ({
      templates: (await listTemplates(ctx.database.db, requestWorkspace(request).id)).map(presentTemplate),
    }),
  );

  app.get(
    "/templates/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["templates"],
        summary: "One of your templates",
        security: bearerSecurity,
        params: TemplateIdParams,
        response: { 200: TemplateSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const stored = await findTemplate(ctx.database.db, requestWorkspace(request).id, request.params.id);
      if (!stored) throw errors.templateNotFound();
      return presentTemplate(stored);
    },
  );
};
