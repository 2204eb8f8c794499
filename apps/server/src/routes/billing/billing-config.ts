import { Type } from "@fastify/type-provider-typebox";
import type { RouteModule } from "../../context.js";
import { soldPrices } from "../../billing/prices.js";

/** GET /billing/config: whether this server sells plans online, and which plan/period options. */
export const billingConfigRoute: RouteModule = (app, ctx) => {
  app.get(
    "/billing/config",
    {
      schema: {
        tags: ["billing"],
        summary: "Whether plans can be bought online on this server",
        response: {
          200: Type.Object({
            enabled: Type.Boolean(),
            options: Type.Array(Type.Object({ plan: Type.String(), period: Type.String() }), {
              description: "Plan and period pairs on sale",
            }),
          }),
        },
      },
    },
    async () => {
      const stripe = ctx.config.stripe;
      return {
        enabled: stripe !== undefined,
        options: stripe ? soldPrices(stripe).map(({ plan, period }) => ({ plan, period })) : [],
      };
    },
  );
};
