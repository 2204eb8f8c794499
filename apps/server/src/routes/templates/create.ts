import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { insertUnderCap, requestWorkspace, type WorkspaceCap } from "../../workspaces/index.js";
import {
  TEMPLATE_LIMITS,
  countTemplates,
  ensureNameFree,
  ensureTemplateRoom,
  insertTemplate,
  templateFromBody,
} from "../../templates/index.js";
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
      const workspaceId = requestWorkspace(request).id;
      const cap: WorkspaceCap = {
        workspaceId,
        limit: TEMPLATE_LIMITS.perUser,
        count: (trx) => countTemplates(trx, workspaceId),
        refuse: () => errors.tooManyTemplates(TEMPLATE_LIMITS.perUser),
        actor: { userId },
      };
      // checked inside the locked transaction, so templates saved together cannot pass it either
      const saved = await insertUnderCap(ctx.database.db, cap, async (trx) => {
        await ensureTemplateRoom(trx, workspaceId, template);
        await ensureNameFree(trx, workspaceId, template.name);
        return insertTemplate(trx, workspaceId, userId, template);
      });
      return reply.status(201).send(presentTemplate(saved));
    },
  );
};
