import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { extractionsToday } from "../../extraction/history/extractions-repository.js";
import { findPlan } from "../../plans/plans-repository.js";
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
      const user = signedInUser(request);
      const plan = (await findPlan(ctx.database.db, user.subscription_tier)) ?? (await findPlan(ctx.database.db, "free"));
      const usageCurrent = await extractionsToday(ctx.database.db, user.id);
      return { success: true, usage_current: usageCurrent, usage_limit: plan?.extractions_per_day ?? 0, plan_type: user.subscription_tier };
    },
  );
};
