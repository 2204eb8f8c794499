import type { RouteModule } from "../../context.js";
import { createApiKeyRoute } from "./create.js";
import { listApiKeysRoute } from "./list.js";
import { revokeApiKeyRoute } from "./revoke.js";
import { revokeAllApiKeysRoute } from "./revoke-all.js";

/** Every /api-keys route: create (shown once), list, revoke one, revoke all. */
export const apiKeysRoutes: RouteModule = (app, ctx) => {
  for (const module of [createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute, revokeAllApiKeysRoute])
    module(app, ctx);
};
