import type { RouteModule } from "../../context.js";
import { createApiKeyRoute } from "./create.js";
import { listApiKeysRoute } from "./list.js";
import { revokeApiKeyRoute } from "./revoke.js";

/** Every /api-keys route: create (shown once), list, revoke. */
export const apiKeysRoutes: RouteModule = (app, ctx) => {
  for (const module of [createApiKeyRoute, listApiKeysRoute, revokeApiKeyRoute]) module(app, ctx);
};
