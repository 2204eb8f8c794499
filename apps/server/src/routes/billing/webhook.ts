import { Type } from "@fastify/type-provider-typebox";
import { handleStripeEvent } from "../../billing/handle-event.js";
import { stripeClient } from "../../billing/stripe-client.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { errorResponses } from "../shared-schemas.js";

/**
 * POST /billing/webhook: Stripe's event delivery. The signature covers the
 * exact bytes sent, so this route (in its own scope) takes the body raw,
 * whatever its content type, instead of the app's JSON parser.
 */
export const webhookRoute: RouteModule = (app, ctx) => {
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    scope.post(
      "/billing/webhook",
      {
        schema: {
          tags: ["billing"],
          summary: "Stripe webhook (signed); changes plans on checkout and subscription events",
          // the body is taken raw whatever its type, so no 415 (routes/openapi/limit-responses.ts)
          consumes: ["*/*"],
          response: {
            200: Type.Object({ received: Type.Boolean(), outcome: Type.String() }),
            ...errorResponses(400, 404),
          },
        },
      },
      async (request) => {
        const config = ctx.config.stripe;
        if (!config) throw errors.webhookNotConfigured();
        const signature = request.headers["stripe-signature"];
        const body = request.body;
        if (typeof signature !== "string" || !Buffer.isBuffer(body)) throw errors.invalidWebhookSignature();
        const stripe = await stripeClient(config);
        let event;
        try {
          event = stripe.webhooks.constructEvent(body, signature, config.webhookSecret);
        } catch {
          request.log.warn("Stripe webhook with a bad signature rejected");
          throw errors.invalidWebhookSignature();
        }
        const outcome = await handleStripeEvent({ db: ctx.database.db, stripe, config, log: request.log }, event);
        request.log.info({ event: event.id, type: event.type, outcome }, "Stripe webhook handled");
        return { received: true, outcome };
      },
    );
  });
};
