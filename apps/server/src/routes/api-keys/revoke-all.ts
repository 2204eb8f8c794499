import { Type } from "@fastify/type-provider-typebox";
import { revokeAllApiKeys } from "../../auth/api-keys.js";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { isAdmin } from "../../workspaces/team-rules.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { requireSession } from "./api-key-schemas.js";

/**
 * DELETE /api-keys: revokes every key of the user at once, e.g. after a password reset
 * when a key may have leaked (a reset keeps keys working; docs/api.md says why).
 */
export const revokeAllApiKeysRoute: RouteModule = (app, ctx) => {
  app.delete(
    "/api-keys",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["api-keys"],
        summary: "Revoke all your API keys",
        security: bearerSecurity,
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            revoked: Type.Integer({ description: "Keys that were live and are now revoked" }),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      requireSession(request);
      return {
        success: true,
        revoked: await revokeAllApiKeys(
          ctx.database.db,
          requestWorkspace(request).id,
          isAdmin(requestWorkspace(request)) ? undefined : signedInUser(request).id,
        ),
      };
    },
  );
};
