import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { ensureWorkspace, requestWorkspace } from "../../workspaces/index.js";
import { changeRole, leaveWorkspace, removeMember, transferOwnership } from "../../workspaces/membership-changes.js";
import { asAdminUnderLock } from "../../workspaces/team-rules.js";
import { requireBrandEditor } from "../../workspaces/workspace-brand.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { WorkspaceSchema } from "./team-schemas.js";
import { requireTeamSession } from "./team-session.js";
import { workspaceView } from "./workspace-view.js";
import { oneLine } from "../../text/one-line.js";
import { refuseUnknownFields } from "../known-fields.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MemberParams = Type.Object({ user_id: Type.String() });
const Done = Type.Object({ success: Type.Boolean() });

/** The body of PATCH /workspace. */
const RenameBody = Type.Object({ name: Type.String() }, { additionalProperties: false });

/** The body of POST /workspace/transfer. */
const TransferBody = Type.Object(
  { user_id: Type.String({ description: "The member who becomes the owner" }) },
  { additionalProperties: false },
);

/** The body of PATCH /workspace/members/:user_id. */
const RoleBody = Type.Object(
  { role: Type.Union([Type.Literal("admin"), Type.Literal("member")]) },
  { additionalProperties: false },
);

/** The member routes: remove, change role, leave, transfer ownership, rename. */
export const memberRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;
  const memberId = (id: string) => {
    if (!UUID.test(id)) throw errors.notFound("Member");
    return id;
  };

  app.delete(
    "/workspace/members/:user_id",
    {
      preHandler: requireUser(db),
      schema: {
        tags: ["team"],
        summary: "Remove someone from your workspace (owner or admin); it takes effect at once",
        security: bearerSecurity,
        params: MemberParams,
        response: { 200: Done, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireTeamSession(request, "remove people or leave a workspace");
      const workspace = requestWorkspace(request);
      const id = memberId(request.params.user_id);
      if (id === signedInUser(request).id) await leaveWorkspace(db, workspace, signedInUser(request));
      else await removeMember(db, workspace, signedInUser(request).id, id);
      return { success: true };
    },
  );

  app.patch(
    "/workspace/members/:user_id",
    {
      preHandler: requireUser(db),
      preValidation: refuseUnknownFields(RoleBody),
      schema: {
        tags: ["team"],
        summary: "Make a member an admin, or an admin a member (owner or admin)",
        security: bearerSecurity,
        params: MemberParams,
        body: RoleBody,
        response: { 200: Done, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      requireTeamSession(request, "change roles");
      const callerId = signedInUser(request).id;
      await changeRole(db, requestWorkspace(request), callerId, memberId(request.params.user_id), request.body.role);
      return { success: true };
    },
  );

  app.post(
    "/workspace/leave",
    {
      preHandler: requireUser(db),
      schema: {
        tags: ["team"],
        summary: "Leave the team workspace for your personal one (an owner transfers ownership first)",
        security: bearerSecurity,
        response: { 200: WorkspaceSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request) => {
      requireTeamSession(request, "leave a workspace");
      const user = signedInUser(request);
      await leaveWorkspace(db, requestWorkspace(request), user);
      request.workspace = await ensureWorkspace(db, user);
      return workspaceView(db, request, ctx.config.brand.name);
    },
  );

  app.post(
    "/workspace/transfer",
    {
      preHandler: requireUser(db),
      preValidation: refuseUnknownFields(TransferBody),
      schema: {
        tags: ["team"],
        summary: "Make another member the owner (owner only); you stay as an admin",
        security: bearerSecurity,
        body: TransferBody,
        response: { 200: Done, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireTeamSession(request, "transfer ownership");
      await transferOwnership(db, requestWorkspace(request), signedInUser(request).id, memberId(request.body.user_id));
      return { success: true };
    },
  );

  app.patch(
    "/workspace",
    {
      preHandler: requireUser(db),
      preValidation: refuseUnknownFields(RenameBody),
      schema: {
        tags: ["team"],
        summary: "Rename the workspace: its display name for members and on exports (owner or admin, Business)",
        security: bearerSecurity,
        body: RenameBody,
        response: { 200: WorkspaceSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const workspace = requestWorkspace(request);
      // a name of its own is white-label: owner or admin, on Business (docs/product.md, White-label)
      await requireBrandEditor(db, workspace, "rename it");
      // shown on one line, and written into invitation mails: line breaks and invisible characters go
      const name = oneLine(request.body.name);
      if (!name) throw errors.validation("Name is required");
      if (name.length > 100) throw errors.validation("Name must be at most 100 characters");
      await asAdminUnderLock(db, workspace, signedInUser(request).id, "rename it", (trx) =>
        trx.updateTable("workspaces").set({ name, name_set_at: new Date() }).where("id", "=", workspace.id).execute(),
      );
      request.workspace = { ...workspace, name };
      return workspaceView(db, request, ctx.config.brand.name);
    },
  );
};
