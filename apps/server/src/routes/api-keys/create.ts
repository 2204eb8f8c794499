import { Type } from "@fastify/type-provider-typebox";
import { createApiKey } from "../../auth/api-keys.js";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { shownName } from "../../text/shown-name.js";
import { insertUnderCap, requestWorkspace, type WorkspaceCap } from "../../workspaces/index.js";
import { refuseUnknownFields } from "../known-fields.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { ApiKeySchema, CreateApiKeyBody, presentApiKey, requireSession } from "./api-key-schemas.js";

const MAX_KEYS_PER_USER = 50;

/** POST /api-keys: creates a key and shows it this once. */
export const createApiKeyRoute: RouteModule = (app, ctx) => {
  app.post(
    "/api-keys",
    {
      preValidation: refuseUnknownFields(CreateApiKeyBody),
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["api-keys"],
        summary: "Create an API key (the key is in this answer only)",
        security: bearerSecurity,
        body: CreateApiKeyBody,
        response: {
          201: Type.Intersect([
            ApiKeySchema,
            Type.Object({ key: Type.String({ description: "pdt_<prefix>_<secret>: shown once, store it now" }) }),
          ]),
          ...errorResponses(400, 401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      requireSession(request);
      const name = shownName(request.body.name);
      if (!name) throw errors.validation("Name is required");
      if (name.length > 100) throw errors.validation("Name must be at most 100 characters");
      const days = request.body.expires_in_days ?? undefined;
      if (days !== undefined && (days < 1 || days > 3650))
        throw errors.validation("expires_in_days must be between 1 and 3650");
      const user = signedInUser(request);
      const workspaceId = requestWorkspace(request).id;
      const cap: WorkspaceCap = {
        workspaceId,
        limit: MAX_KEYS_PER_USER,
        count: async (trx) => {
          const row = await trx
            .selectFrom("api_keys")
            .select((eb) => eb.fn.countAll<string>().as("n"))
            .where("workspace_id", "=", workspaceId)
            .where("revoked_at", "is", null)
            .executeTakeFirstOrThrow();
          return Number(row.n);
        },
        refuse: () => errors.tooManyApiKeys(MAX_KEYS_PER_USER),
        actor: { userId: user.id },
      };
      const created = await insertUnderCap(ctx.database.db, cap, (trx) =>
        createApiKey(trx, user.id, workspaceId, name, days),
      );
      return reply.status(201).send(presentApiKey(created));
    },
  );
};
