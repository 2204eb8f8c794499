import type { FastifyRequest } from "fastify";
import { errors } from "../errors/index.js";
import type { WorkspaceScope } from "./workspace-scope.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The workspace the request acts in, set by `requireUser` (a session: the user's; an API key: the key's). */
    workspace: WorkspaceScope | null;
  }
}

/**
 * The workspace the signed-in caller acts in: every resource query is
 * scoped by its id. Throws if a route forgot the `requireUser` hook.
 */
export function requestWorkspace(request: FastifyRequest): WorkspaceScope {
  if (!request.workspace) throw errors.unauthenticated();
  return request.workspace;
}
