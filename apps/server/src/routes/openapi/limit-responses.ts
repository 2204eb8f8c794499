import type { FastifyInstance, RouteOptions } from "fastify";
import { hasAuthentication } from "../../auth/authenticate-first.js";
import { ErrorResponse } from "../shared-schemas.js";

/** Methods whose body Fastify reads: POST, PUT, PATCH and DELETE here (GET and HEAD bodies are not read). */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

type RouteSchema = { hide?: boolean; consumes?: string[]; response?: Record<string, unknown> };

/**
 * The refusals a route's requests can get before the route itself runs, whatever it declares
 * (docs/api.md, Errors and Rate limits): a body larger than the body limit (413
 * payload_too_large) or of a type no parser takes (415 unsupported_media_type, unless the route's
 * `consumes` says it takes any type, as the Stripe webhook's does) on every method whose body is read, and the plan's rate
 * limits (429 rate_limited, daily_api_limit_reached) on every authenticated route, since a request
 * with an API key is counted on all of them.
 */
export function limitStatuses(route: RouteOptions): number[] {
  const schema = route.schema as RouteSchema | undefined;
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const statuses: number[] = [];
  if (methods.some((method) => BODY_METHODS.has(method))) {
    statuses.push(413);
    if (!schema?.consumes?.includes("*/*")) statuses.push(415);
  }
  if (hasAuthentication(route)) statuses.push(429);
  return statuses;
}

/**
 * Route hook (`onRoute`): adds the shared error response for each of `limitStatuses` the route's
 * schema does not list, so the OpenAPI document (and the generated client types) say every
 * answer a route can give; listing them route by route left most of them out. The schema is
 * copied, not changed in place, since routes may share one.
 */
export function listLimitResponses(route: RouteOptions): void {
  const schema = route.schema as RouteSchema | undefined;
  if (!schema || schema.hide) return;
  const missing = limitStatuses(route).filter((status) => schema.response?.[status] === undefined);
  if (missing.length === 0) return;
  const response = { ...schema.response, ...Object.fromEntries(missing.map((status) => [status, ErrorResponse])) };
  route.schema = { ...schema, response } as RouteOptions["schema"];
}

/** Installs `listLimitResponses` for every route registered on `app` (and its children) from now on. */
export function installLimitResponses(app: FastifyInstance): void {
  app.addHook("onRoute", listLimitResponses);
}
