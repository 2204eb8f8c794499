import { Type } from "@fastify/type-provider-typebox";

/** Body of every error response. */
export const ErrorResponse = Type.Object(
  { detail: Type.String(), code: Type.String() },
  { description: "Every error: a human message in `detail` and a stable `code`" },
);

/** The user as the API shows it. */
export const UserSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  email: Type.String(),
  full_name: Type.String(),
  avatar_url: Type.String({ description: "Empty string when unknown" }),
  subscription_tier: Type.String({ description: "Plan id: free, pro, business, enterprise" }),
});

/** Standard error responses to list in a route's schema (for the OpenAPI document). */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((s) => [s, ErrorResponse]));
}

/** Security requirement of routes that need a session token. */
export const bearerSecurity = [{ bearerAuth: [] }];
