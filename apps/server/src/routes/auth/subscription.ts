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
  payment_failed: Type.Boolean({
    description:
      "The subscription paying for this plan (the workspace owner's) has a payment Stripe could not take and is retrying (past_due): the plan stays meanwhile; the card is updated in the billing portal",
  }),
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
      const payer = await ctx.database.db
        .selectFrom("workspaces as w")
        .innerJoin("users as o", "o.id", "w.owner_id")
        .select("o.stripe_subscription_status as status")
        .where("w.id", "=", workspace.id)
        .executeTakeFirst();
      return {
        success: true,
        usage_current: usageCurrent,
        usage_limit: plan.extractions_per_day,
        plan_type: plan.id,
        payment_failed: payer?.status === "past_due" && plan.id !== "free",
      };
    },
  );
};
