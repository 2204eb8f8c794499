import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { TEMPLATE_LIMITS, countTemplates, insertTemplate, templateFromBody } from "../../templates/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { engineValidates, presentTemplate, TemplateBodySchema, TemplateSchema } from "./template-schemas.js";

/** POST /templates: saves a template of the signed-in user. */
export const createTemplateRoute: RouteModule = (app, ctx) => {
  app.post(
    "/templates",
    {
      preHandler: requireUser(ctx.database.db),
      validatorCompiler: engineValidates,
      schema: {
        tags: ["templates"],
        summary: "Save a table template (areas, column guides, method, header rows) to reuse on similar PDFs",
        security: bearerSecurity,
        body: TemplateBodySchema,
        response: { 201: TemplateSchema, ...errorResponses(400, 401, 409, 413, 422) },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const template = templateFromBody(request.body);
      if ((await countTemplates(ctx.database.db, requestWorkspace(request).id)) >= TEMPLATE_LIMITS.perUser)
        throw errors.tooManyTemplates(TEMPLATE_LIMITS.perUser);
      return reply
        .status(201)
        .send(presentTemplate(await insertTemplate(ctx.database.db, requestWorkspace(request).id, userId, template)));
    },
  );
};
