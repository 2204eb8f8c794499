import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { workspacePlan } from "../../workspaces/team-rules.js";
import type { RouteModule } from "../../context.js";
import { extractionsToday } from "../../extraction/history/extractions-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";

const SubscriptionResponse = Type.Object({
  success: Type.Boolean(),
  usage_current: Type.Integer({ description: "Extractions made today (UTC)" }),
  usage_limit: Type.Integer({ description: "Extractions per day the plan allows" }),
  plan_type: Type.String(),
});

/** GET /auth/subscription (docs/api.md): today's usage against the plan's daily limit. */
export const subscriptionRoute: RouteModule = (app, ctx) => {
  app.get(
    "/auth/subscription",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["auth"],
        summary: "Today's extraction count and the plan's daily limit",
        security: bearerSecurity,
        response: { 200: SubscriptionResponse, ...errorResponses(401) },
      },
    },
    async (request) => {
      const workspace = requestWorkspace(request);
      const plan = await workspacePlan(ctx.database.db, workspace.planId);
      const usageCurrent = await extractionsToday(ctx.database.db, workspace.id);
      return { success: true, usage_current: usageCurrent, usage_limit: plan.extractions_per_day, plan_type: plan.id };
    },
  );
};
