import { Type } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { ApiKeyInfo } from "../../auth/api-keys.js";
import { errors } from "../../errors/index.js";

/** An API key as lists show it: never the key, only its prefix and last 4 characters. */
export const ApiKeySchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  name: Type.String(),
  prefix: Type.String({ description: "Public part of the key: the key starts with pdt_<prefix>_" }),
  last4: Type.String({ description: "Last 4 characters of the key" }),
  created_at: Type.String({ format: "date-time" }),
  last_used_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()]),
  expires_at: Type.Union([Type.String({ format: "date-time" }), Type.Null()], { description: "null: never expires" }),
  created_by: Type.Union([Type.String(), Type.Null()], {
    description: "E-mail of the workspace member who created the key",
  }),
  user_id: Type.String({
    format: "uuid",
    description: "Id of the member who created the key (a member revokes only their own)",
  }),
});

/** Body of POST /api-keys. */
export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ description: "A label to recognise the key by, 1-100 characters" }),
    expires_in_days: Type.Optional(
      Type.Union([Type.Integer(), Type.Null()], { description: "1-3650; omitted or null: never expires" }),
    ),
  },
  { additionalProperties: false },
);

export const ApiKeyIdParams = Type.Object({ id: Type.String() });

/** Key management needs a signed-in session: a leaked key must not be able to mint or revoke keys. */
export function requireSession(request: FastifyRequest): void {
  if (request.authKind === "api_key") throw errors.sessionRequired();
}

/** A key row as JSON (dates as ISO strings). */
export function presentApiKey<T extends ApiKeyInfo>(key: T) {
  const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
  return {
    ...key,
    created_at: new Date(key.created_at).toISOString(),
    last_used_at: iso(key.last_used_at),
    expires_at: iso(key.expires_at),
  };
}
