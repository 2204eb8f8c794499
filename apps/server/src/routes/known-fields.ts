import type { TObject } from "@fastify/type-provider-typebox";
import type { FastifyRequest, preValidationAsyncHookHandler } from "fastify";
import { errors } from "../errors/index.js";

/**
 * A route's `preValidation` hook that refuses a JSON body field its body schema does not name,
 * with 422 validation_failed naming it and the fields there are (docs/api.md, Errors): without it
 * a misspelt `pasword` is dropped without a word and the request fails for another reason ("Password
 * is required") or, worse, succeeds without the setting. It runs before the schema's own checks, so
 * the typo is named rather than the field it was meant to be ("name is required"). A body that is
 * not an object is left to the schema to refuse. On a route that needs credentials it runs after
 * them (auth/authenticate-first.ts), so a signed-out request gets 401, not this 422.
 *
 * The body schema must say `additionalProperties: false` (it throws when the route is declared
 * otherwise): the OpenAPI document, the /api-docs page and the web app's generated types are made
 * from the schema, and should tell clients what the server does with a field it does not know.
 * (Fastify's validator would only strip such a field; this hook runs first and refuses it.)
 */
export function refuseUnknownFields(body: TObject): preValidationAsyncHookHandler {
  if ((body as { additionalProperties?: unknown }).additionalProperties !== false)
    throw new Error(
      `refuseUnknownFields: the body schema (${Object.keys(body.properties).join(", ")}) must say additionalProperties: false`,
    );
  const expected = Object.keys(body.properties);
  return async (request: FastifyRequest) => {
    const value = request.body;
    if (typeof value !== "object" || value === null || Array.isArray(value)) return;
    const unknown = Object.keys(value).find((key) => !expected.includes(key));
    if (unknown !== undefined) throw errors.unknownField(unknown, expected);
  };
}
