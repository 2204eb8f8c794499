import type { RouteModule } from "../../context.js";
import { billingConfigRoute } from "./billing-config.js";
import { checkoutSessionRoute } from "./checkout-session.js";
import { portalRoute } from "./portal.js";
import { webhookRoute } from "./webhook.js";

/** Every /billing route: online plan sales through Stripe (docs/api.md, Billing). */
export const billingRoutes: RouteModule = (app, ctx) => {
  for (const module of [billingConfigRoute, checkoutSessionRoute, portalRoute, webhookRoute]) module(app, ctx);
};
