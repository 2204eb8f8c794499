import type { RouteModule } from "../../context.js";
import { getWorkspaceRoute } from "./get-workspace.js";
import { invitationRoutes } from "./invitations.js";
import { memberRoutes } from "./members.js";
import { workspaceLogoRoutes } from "./workspace-logo.js";

/** Every /workspace route: the team workspace, its members and invitations (docs/api.md, Team workspaces). */
export const teamRoutes: RouteModule = (app, ctx) => {
  for (const module of [getWorkspaceRoute, invitationRoutes, memberRoutes, workspaceLogoRoutes]) module(app, ctx);
};
