import { Type } from "@fastify/type-provider-typebox";
import { listApiKeys } from "../../auth/api-keys.js";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { ApiKeySchema, presentApiKey, requireSession } from "./api-key-schemas.js";

/** GET /api-keys: the user's keys that are not revoked, newest first. */
export const listApiKeysRoute: RouteModule = (app, ctx) => {
  app.get(
    "/api-keys",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["api-keys"],
        summary: "List the API keys of your workspace (prefix and last 4 characters only), with who created each",
        security: bearerSecurity,
        response: { 200: Type.Object({ keys: Type.Array(ApiKeySchema) }), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireSession(request);
      return {
        keys: (await listApiKeys(ctx.database.db, { workspaceId: requestWorkspace(request).id })).map(presentApiKey),
      };
    },
  );
};
