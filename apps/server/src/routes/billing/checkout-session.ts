import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { requestedPrice } from "../../billing/prices.js";
import { stripeClient } from "../../billing/stripe-client.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { callStripe, returnUrl } from "../../billing/stripe-call.js";
import { refuseUnknownFields } from "../known-fields.js";

const CheckoutRequest = Type.Object(
  {
    price_id: Type.Optional(
      Type.String({ maxLength: 200, description: "A configured Stripe price id, or a name such as pro_monthly" }),
    ),
    plan: Type.Optional(
      Type.String({ maxLength: 50, description: "pro or business (instead of price_id)", examples: ["pro"] }),
    ),
    period: Type.Optional(
      Type.String({ maxLength: 20, description: "monthly (default) or yearly", examples: ["monthly"] }),
    ),
    success_url: Type.Optional(
      Type.String({
        maxLength: 2000,
        description: "Same origin as PUBLIC_URL; default the dashboard with subscription=success",
      }),
    ),
    cancel_url: Type.Optional(
      Type.String({ maxLength: 2000, description: "Same origin as PUBLIC_URL; default the pricing page" }),
    ),
  },
  { additionalProperties: false },
);

/** POST /billing/create-checkout-session (docs/api.md, Billing): a Stripe Checkout page for a subscription. */
export const checkoutSessionRoute: RouteModule = (app, ctx) => {
  app.post(
    "/billing/create-checkout-session",
    {
      preHandler: requireUser(ctx.database.db),
      preValidation: refuseUnknownFields(CheckoutRequest),
      schema: {
        tags: ["billing"],
        summary: "Start a Stripe Checkout for a plan; send the browser to checkout_url",
        security: bearerSecurity,
        body: CheckoutRequest,
        response: { 200: Type.Object({ checkout_url: Type.String() }), ...errorResponses(401, 409, 422, 502, 503) },
      },
    },
    async (request) => {
      const config = ctx.config.stripe;
      if (!config) throw errors.billingNotConfigured();
      const user = signedInUser(request);
      // A second Checkout would start a second subscription and bill twice; plan changes go through the portal.
      if (user.stripe_subscription_id && user.subscription_tier !== "free") throw errors.alreadySubscribed();
      const price = requestedPrice(config, request.body);
      const publicUrl = ctx.config.publicUrl;
      const successUrl = returnUrl(
        request.body.success_url,
        publicUrl,
        `${publicUrl}/#/dashboard?subscription=success`,
      );
      const cancelUrl = returnUrl(request.body.cancel_url, publicUrl, `${publicUrl}/#/pricing`);
      const session = await callStripe(request.log, async () =>
        (await stripeClient(config)).checkout.sessions.create({
          mode: "subscription",
          line_items: [{ price: price.priceId, quantity: 1 }],
          success_url: successUrl,
          cancel_url: cancelUrl,
          client_reference_id: user.id,
          ...(user.stripe_customer_id ? { customer: user.stripe_customer_id } : { customer_email: user.email }),
          metadata: { user_id: user.id, plan: price.plan, period: price.period },
        }),
      );
      if (!session.url) throw errors.billingProviderFailed();
      return { checkout_url: session.url };
    },
  );
};
