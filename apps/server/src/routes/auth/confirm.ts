import { Type } from "@fastify/type-provider-typebox";
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from "fastify";
import { countConfirmationResend } from "../../auth/address-limits.js";
import { sendOnHourlyAllowance } from "../../auth/mail-allowance.js";
import { confirmationPageLink } from "../../auth/confirmation-link.js";
import { consumeOneTimeToken, findOneTimeToken } from "../../auth/one-time-tokens.js";
import { clearConfirmationCookie, confirmationCookieMatches } from "../../auth/confirmation-cookie.js";
import { setSessionCookies } from "../../auth/session-cookie.js";
import { createSession } from "../../auth/sessions.js";
import { errors } from "../../errors/index.js";
import type { AppContext, RouteModule } from "../../context.js";
import { emailProblem, normalizeEmail } from "../../auth/signup-rules.js";
import { findUserByEmail, findUserById, toPublicUser } from "../../auth/users.js";
import { documentRequired } from "../openapi/documented-required.js";
import { errorResponses, UserSchema } from "../shared-schemas.js";
import { sendConfirmationMail } from "./confirmation-mail.js";
import { refuseUnknownFields } from "../known-fields.js";

/** The body of POST /auth/confirmation/resend. */
const ResendBody = Type.Object({ email: Type.Optional(Type.String()) }, { additionalProperties: false });

/** The body of POST /auth/confirm. */
const ConfirmBody = Type.Object(
  { token: Type.Optional(Type.String({ description: "The token of the mailed link" })) },
  { additionalProperties: false },
);

const TokenQuery = Type.Object({ token: Type.Optional(Type.String()) });

/** True for a browser's navigation (mail scanners that act as browsers send it too). */
const wantsHtml = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? "");

/**
 * Spends the link's token and confirms its account's address. In the browser that signed up
 * (auth/confirmation-cookie.ts) it also signs the user in: the session cookie only, no token in the
 * answer, the same hand-over as an OAuth sign-in. Any other browser is signed in nowhere: a link
 * passed on to someone else must not sign them in to the account that signed up.
 */
async function confirmAddress(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, linkToken: string) {
  const { db } = ctx.database;
  const userId = linkToken ? await consumeOneTimeToken(db, "email_confirmation_tokens", linkToken) : undefined;
  if (!userId) throw errors.invalidConfirmationToken();
  const signedUpHere = confirmationCookieMatches(request, linkToken);
  clearConfirmationCookie(request, reply);
  const user = await db
    .updateTable("users")
    .set({ email_confirmed_at: new Date(), updated_at: new Date() })
    .where("id", "=", userId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (!signedUpHere)
    return {
      success: true,
      message: "Your email address is confirmed. Sign in to continue.",
      email: user.email,
      signed_in: false,
      user: null,
    };
  const token = await createSession(db, userId, ctx.config.sessionTtlHours);
  setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
  return {
    success: true,
    message: "Your email address is confirmed. You are signed in.",
    email: user.email,
    signed_in: true,
    user: toPublicUser(user),
  };
}

/**
 * The link of the confirmation mail opens the web app's page `/#/confirm-email?token=` (docs/api.md,
 * E-mail confirmation), which shows the address (GET /auth/confirm/preview) and confirms it only
 * when the user presses its button (POST /auth/confirm). No GET spends the token: mail scanners and
 * link previewers open links by themselves, and the user's own click then found the link used
 * (docs/security.md, Confirmation links).
 */
export const confirmRoute: RouteModule = (app, ctx) => {
  app.get(
    "/auth/confirm/preview",
    {
      schema: {
        tags: ["auth"],
        summary: "The address a confirmation link would confirm, without using the link",
        querystring: TokenQuery,
        response: {
          200: Type.Object({
            email: Type.String({ description: "The address of the account the link confirms" }),
            expires_at: Type.String({ format: "date-time" }),
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const { db } = ctx.database;
      const token = request.query.token;
      const live = token ? await findOneTimeToken(db, "email_confirmation_tokens", token) : undefined;
      const user = live && (await findUserById(db, live.userId));
      if (!live || !user) throw errors.invalidConfirmationToken();
      return { email: user.email, expires_at: live.expiresAt.toISOString() };
    },
  );

  app.post(
    "/auth/confirm",
    {
      preValidation: refuseUnknownFields(ConfirmBody),
      schema: {
        tags: ["auth"],
        summary: "Confirm an e-mail address with the token of the confirmation mail's link",
        body: ConfirmBody,
        ...documentRequired(["token"]),
        description:
          "In the browser that signed up (it holds the `pdftab_confirmation` cookie the sign-up set) the answer also sets the session cookies: `signed_in` is true and `user` is the account. Anywhere else nobody is signed in (`signed_in` false, `user` null): sign in with the password.",
        response: {
          200: Type.Object({
            success: Type.Boolean(),
            message: Type.String(),
            email: Type.String({ description: "The confirmed address" }),
            signed_in: Type.Boolean({ description: "True when this answer set the session cookies" }),
            user: Type.Union([UserSchema, Type.Null()], { description: "The account, when signed in" }),
          }),
          ...errorResponses(400, 413, 415, 422),
        },
      },
    },
    async (request, reply) => confirmAddress(ctx, request, reply, request.body.token ?? ""),
  );

  app.get(
    "/auth/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "The link of confirmation mails sent before the confirmation page (never uses the token)",
        querystring: TokenQuery,
        description:
          "Uses nothing. A browser (`Accept: text/html`) is sent to the web app's confirmation page with the token, whatever the token's state (the page says when it no longer works and offers a new link). Other clients are sent there too when the link is live, and get `400 invalid_token` when it is unknown, expired or used. The address is confirmed with `POST /auth/confirm`.",
        response: {
          302: Type.Null({
            description: "To the confirmation page, `PUBLIC_URL/#/confirm-email?token=`, the token unused",
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? "";
      // links mailed before the confirmation page lead here, and mail scanners open them, some
      // without asking for HTML: no GET spends the token, whoever sends it
      if (!wantsHtml(request)) {
        const live = token ? await findOneTimeToken(ctx.database.db, "email_confirmation_tokens", token) : undefined;
        if (!live) throw errors.invalidConfirmationToken();
      }
      return reply.redirect(confirmationPageLink(ctx.config.publicUrl, token));
    },
  );
};

/** Confirmation mails sent per account per (clock) hour; beyond this requests get the same answer but no mail. */
export const CONFIRMATION_MAILS_PER_HOUR = 3;

/** The one answer to every resend request, so it never reveals whether an account exists. */
export const CONFIRMATION_RESENT_MESSAGE =
  "If an account with this email is waiting for confirmation, we have sent it a new link. Check your inbox.";

/** Mails a new confirmation link to the account of `email`, if it exists and is not confirmed yet. */
async function resendConfirmation(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user || user.email_confirmed_at) return;
  // a mail that could not be sent does not count against the account (auth/mail-allowance.ts)
  const refusal = await sendOnHourlyAllowance(
    ctx.counters,
    `confirm_mail:${user.id}`,
    CONFIRMATION_MAILS_PER_HOUR,
    async () => void (await sendConfirmationMail(ctx, user)),
  );
  if (refusal) log.warn({ userId: user.id, limit: refusal.refused }, "confirmation mail limit reached; no mail sent");
}

/**
 * POST /auth/confirmation/resend: a new confirmation link for an account that lost or outlived
 * its first one (it expires after 24 hours), which could otherwise neither sign in nor sign up
 * again. Answered like a password reset request: the same words whether or not the address has
 * an account waiting, before the account is looked up.
 */
export const resendConfirmationRoute: RouteModule = (app, ctx) => {
  app.post(
    "/auth/confirmation/resend",
    {
      preValidation: refuseUnknownFields(ResendBody),
      schema: {
        tags: ["auth"],
        summary: "Mail a new e-mail confirmation link (EMAIL_CONFIRMATION=true)",
        body: ResendBody,
        ...documentRequired(["email"]),
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.String() }),
          ...errorResponses(400, 413, 415, 422, 429),
        },
      },
    },
    async (request) => {
      const problem = emailProblem(request.body.email);
      if (problem) throw errors.validation(problem);
      const email = normalizeEmail(request.body.email!);
      await countConfirmationResend(ctx.counters, request.ip, ctx.config.resetRequestsPerAddressPerHour);
      if (ctx.config.emailConfirmation)
        request.server.background.run("confirmation resend", () => resendConfirmation(ctx, request.log, email));
      return { success: true, message: CONFIRMATION_RESENT_MESSAGE };
    },
  );
};
