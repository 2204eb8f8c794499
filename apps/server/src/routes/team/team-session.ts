import type { FastifyRequest } from "fastify";
import { errors } from "../../errors/index.js";

/**
 * Who is in a workspace, and with what role, changes only with a signed-in
 * session (403 `session_required` for an API key), as API keys are managed
 * only with one: a leaked key of an owner or admin could otherwise invite
 * its finder as an admin, hand them the ownership and remove everyone else,
 * which revoking the key would not undo.
 */
export function requireTeamSession(request: FastifyRequest, action: string): void {
  if (request.authKind === "api_key")
    throw errors.sessionRequired(`API keys cannot ${action}: sign in to the web app to do it`);
}
