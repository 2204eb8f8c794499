import { requireUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { workspaceView } from "./workspace-view.js";
import { WorkspaceSchema } from "./team-schemas.js";

/** GET /workspace: the caller's workspace, its plan's seats and its members. */
export const getWorkspaceRoute: RouteModule = (app, ctx) => {
  app.get(
    "/workspace",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["team"],
        summary: "The workspace you work in: plan, seats, members and your role",
        security: bearerSecurity,
        response: { 200: WorkspaceSchema, ...errorResponses(401) },
      },
    },
    async (request) => workspaceView(ctx.database.db, request, ctx.config.brand.name),
  );
};
