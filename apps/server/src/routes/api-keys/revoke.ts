import { Type } from "@fastify/type-provider-typebox";
import { revokeApiKey } from "../../auth/api-keys.js";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { isAdmin } from "../../workspaces/team-rules.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { ApiKeyIdParams, requireSession } from "./api-key-schemas.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** DELETE /api-keys/:id: revokes a key at once; unknown and other users' ids are both 404. */
export const revokeApiKeyRoute: RouteModule = (app, ctx) => {
  app.delete(
    "/api-keys/:id",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["api-keys"],
        summary: "Revoke an API key",
        security: bearerSecurity,
        params: ApiKeyIdParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), id: Type.String() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      requireSession(request);
      const { id } = request.params;
      const workspace = requestWorkspace(request);
      if (
        !UUID.test(id) ||
        !(await revokeApiKey(
          ctx.database.db,
          workspace.id,
          id,
          isAdmin(workspace) ? undefined : signedInUser(request).id,
        ))
      )
        throw errors.notFound("API key");
      return { success: true, id };
    },
  );
};
