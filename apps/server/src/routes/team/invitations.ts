import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { sendOnHourlyAllowance } from "../../auth/mail-allowance.js";
import { emailProblem, normalizeEmail } from "../../auth/signup-rules.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { requestWorkspace } from "../../workspaces/index.js";
import {
  acceptInvitation,
  cancelInvitation,
  createInvitation,
  INVITATION_TTL_DAYS,
  previewInvitation,
} from "../../workspaces/invitations.js";
import { ensureWorkspace } from "../../workspaces/personal-workspace.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { InvitationPreviewSchema, WorkspaceSchema } from "./team-schemas.js";
import { invitationMailSubject, invitationMailText } from "./invitation-mail.js";
import { requireTeamSession } from "./team-session.js";
import { workspaceView } from "./workspace-view.js";
import { refuseUnknownFields } from "../known-fields.js";

const InviteBody = Type.Object(
  {
    email: Type.String({ description: "Who to invite" }),
    role: Type.Optional(
      Type.Union([Type.Literal("admin"), Type.Literal("member")], { description: "member (default) or admin" }),
    ),
  },
  { additionalProperties: false },
);
const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Invitation mails a workspace sends per (clock) hour; beyond it the invitation is still made and
 * its link answered (`email_sent: false`), but nothing is mailed. Seats cap the open invitations,
 * not the mails: inviting and cancelling in a loop sent the instance's mail, with a name the
 * inviter chose in it, to any address at the request rate. A mail that could not be sent is not
 * counted (auth/mail-allowance.ts).
 */
export const INVITATION_MAILS_PER_HOUR = 20;

/**
 * Tries to send a workspace's invitation mails per (clock) hour, failed ones included, so that a
 * failing mail server is not asked again and again; twice the mails, as accounts get 10 tries for 3.
 */
export const INVITATION_MAIL_TRIES_PER_HOUR = 2 * INVITATION_MAILS_PER_HOUR;

/** The invitation routes: invite (mail or server log), preview, accept, cancel. */
export const invitationRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  app.post(
    "/workspace/invitations",
    {
      preHandler: requireUser(db),
      preValidation: refuseUnknownFields(InviteBody),
      schema: {
        tags: ["team"],
        summary: "Invite someone to your workspace by e-mail (owner or admin; plans with seats)",
        security: bearerSecurity,
        body: InviteBody,
        response: {
          201: Type.Object({
            id: Type.String({ format: "uuid" }),
            invite_url: Type.String({
              description: "The link the invitee opens; also e-mailed (or written to the server log without SMTP)",
            }),
            email: Type.String(),
            role: Type.String(),
            expires_at: Type.String({ format: "date-time" }),
            email_sent: Type.Boolean({
              description:
                "False when this server has no SMTP, or the workspace sent 20 invitation mails this hour: pass the link on yourself",
            }),
          }),
          ...errorResponses(401, 403, 409, 422),
        },
      },
    },
    async (request, reply) => {
      requireTeamSession(request, "invite people");
      const problem = emailProblem(request.body.email);
      if (problem) throw errors.validation(problem);
      const user = signedInUser(request);
      const workspace = requestWorkspace(request);
      const email = normalizeEmail(request.body.email);
      const invitation = await createInvitation(db, workspace, user.id, { email, role: request.body.role ?? "member" });
      const inviteUrl = `${ctx.config.publicUrl.replace(/\/$/, "")}/#/team/join/${encodeURIComponent(invitation.token)}`;
      let mailed = ctx.mailer.delivers;
      try {
        // counted in one atomic step before the mail, so requests arriving together cannot pass the
        // limit either; a mail that could not be sent gives its place back (auth/mail-allowance.ts)
        const refusal = await sendOnHourlyAllowance(
          ctx.counters,
          `invitation_mail:${workspace.id}`,
          INVITATION_MAILS_PER_HOUR,
          () =>
            ctx.mailer.send({
              to: email,
              subject: invitationMailSubject({
                productName: ctx.config.brand.name,
                inviter: user.full_name,
                workspace: workspace.name,
              }),
              text: invitationMailText({
                productName: ctx.config.brand.name,
                inviter: user.full_name,
                workspace: workspace.name,
                role: invitation.role,
                link: inviteUrl,
                ttlDays: INVITATION_TTL_DAYS,
              }),
            }),
          { triesPerHour: INVITATION_MAIL_TRIES_PER_HOUR },
        );
        if (refusal) {
          request.log.warn(
            { workspaceId: workspace.id, limit: refusal.refused },
            "invitation mail limit reached; no mail sent",
          );
          mailed = false;
        }
      } catch (error) {
        // the invitation stands: the answer carries the link to pass on another way
        request.log.error({ err: error, invitation: invitation.id }, "invitation mail could not be sent");
        mailed = false;
      }
      return reply.status(201).send({
        id: invitation.id,
        invite_url: inviteUrl,
        email,
        role: invitation.role,
        expires_at: new Date(invitation.expires_at).toISOString(),
        email_sent: mailed,
      });
    },
  );

  app.get(
    "/workspace/invitations/:token",
    {
      schema: {
        tags: ["team"],
        summary: "What an invitation link is for (no sign-in needed): workspace, inviter, address, role, status",
        params: TokenParams,
        response: { 200: InvitationPreviewSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const preview = await previewInvitation(db, request.params.token);
      if (!preview) throw errors.notFound("Invitation");
      return { ...preview, expires_at: new Date(preview.expires_at).toISOString() };
    },
  );

  app.post(
    "/workspace/invitations/:token/accept",
    {
      preHandler: requireUser(db),
      schema: {
        tags: ["team"],
        summary: "Join the invitation's workspace (the signed-in account must have the invited address)",
        security: bearerSecurity,
        params: TokenParams,
        response: { 200: WorkspaceSchema, ...errorResponses(401, 403, 404, 409, 410) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      requireTeamSession(request, "accept invitations");
      await acceptInvitation(db, request.params.token, user);
      // from now on this request acts in the workspace just joined
      request.workspace = await ensureWorkspace(db, user);
      return workspaceView(db, request, ctx.config.brand.name);
    },
  );

  app.delete(
    "/workspace/invitations/:token",
    {
      preHandler: requireUser(db),
      schema: {
        tags: ["team"],
        summary: "Cancel an open invitation by its id (owner or admin); its link stops working",
        description:
          "The path parameter is the invitation's `id` (from POST /workspace/invitations or GET /workspace), not its token.",
        security: bearerSecurity,
        params: TokenParams,
        response: {
          200: Type.Object({ success: Type.Boolean(), id: Type.String() }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      requireTeamSession(request, "cancel invitations");
      const id = request.params.token;
      if (!UUID.test(id) || !(await cancelInvitation(db, requestWorkspace(request), signedInUser(request).id, id)))
        throw errors.notFound("Invitation");
      return { success: true, id };
    },
  );
};
