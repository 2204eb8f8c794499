import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { pageOf, pageQueryFields } from "../../paging/index.js";
import { findTemplate, listTemplates, TEMPLATE_LIMITS } from "../../templates/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { presentTemplate, TemplateIdParams, TemplateSchema } from "./template-schemas.js";

/** GET /templates (the workspace's templates, last saved first, a page at a time) and GET /templates/:id. */
export const readTemplatesRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/templates",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["templates"],
        summary: "List your templates, the most recently saved first",
        security: bearerSecurity,
        querystring: Type.Object(pageQueryFields(TEMPLATE_LIMITS.perUser)),
        response: {
          200: Type.Object({
            templates: Type.Array(TemplateSchema),
            total: Type.Integer({ description: "The workspace's templates, on every page" }),
            next_cursor: Type.Union([Type.String(), Type.Null()], {
              description: "Pass as cursor for the next page; null when no template follows this page",
            }),
          }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => {
      // the default page is every template a workspace may keep (500): what this route always answered
      const page = pageOf(request.query, TEMPLATE_LIMITS.perUser);
      const { items, total, nextCursor } = await listTemplates(ctx.database.db, requestWorkspace(request).id, page);
      return { templates: items.map(presentTemplate), total, next_cursor: nextCursor };
    },
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
