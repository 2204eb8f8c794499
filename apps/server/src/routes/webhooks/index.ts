import type { RouteModule } from "../../context.js";
import { createWebhookRoute } from "./create.js";
import { deleteWebhookRoute } from "./delete.js";
import { webhookDeliveriesRoute } from "./deliveries.js";
import { readWebhooksRoutes } from "./read.js";
import { testWebhookRoute } from "./test-event.js";
import { updateWebhookRoute } from "./update.js";

/** Every /webhooks route: signed event deliveries to an account's endpoints (docs/api.md, Webhooks). */
export const webhooksRoutes: RouteModule = (app, ctx) => {
  for (const module of [
    createWebhookRoute,
    readWebhooksRoutes,
    updateWebhookRoute,
    deleteWebhookRoute,
    webhookDeliveriesRoute,
    testWebhookRoute,
  ])
    module(app, ctx);
};
