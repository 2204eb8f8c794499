import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { stripeClient } from "../../billing/stripe-client.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { findPlan } from "../../plans/plans-repository.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { callStripe, returnUrl } from "../../billing/stripe-call.js";

/** POST /billing/portal: a Stripe billing portal link (invoices, card, cancel) for a paying user. */
export const portalRoute: RouteModule = (app, ctx) => {
  app.post(
    "/billing/portal",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["billing"],
        summary: "Open the Stripe billing portal of the signed-in user's subscription",
        security: bearerSecurity,
        description:
          "Optional JSON body `{return_url}` (same origin as PUBLIC_URL; default the dashboard). A signed-in session only (API keys: 403 session_required).",
        response: { 200: Type.Object({ url: Type.String() }), ...errorResponses(401, 403, 409, 502, 503) },
      },
    },
    async (request) => {
      // the portal cancels the plan, changes the card and shows invoices with the billing address:
      // not for a program's key, which may leak (docs/security.md, Billing portal)
      if (request.authKind === "api_key")
        throw errors.sessionRequired("API keys cannot open the billing portal: sign in to the web app to do it");
      const config = ctx.config.stripe;
      if (!config) throw errors.billingNotConfigured();
      const user = signedInUser(request);
      if (!user.stripe_customer_id) {
        // the dashboard offers Manage Billing for any paid plan: one the operator set has nothing to manage here
        const plan =
          user.subscription_tier === "free" ? undefined : await findPlan(ctx.database.db, user.subscription_tier);
        throw errors.noBillingAccount(plan?.name);
      }
      const requested = (request.body as { return_url?: unknown } | null | undefined)?.return_url;
      const back = returnUrl(
        typeof requested === "string" ? requested : undefined,
        ctx.config.publicUrl,
        `${ctx.config.publicUrl}/#/dashboard`,
      );
      const session = await callStripe(request.log, async () =>
        (await stripeClient(config)).billingPortal.sessions.create({
          customer: user.stripe_customer_id!,
          return_url: back,
        }),
      );
      return { url: session.url };
    },
  );
};
