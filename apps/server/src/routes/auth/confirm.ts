import { Type } from "@fastify/type-provider-typebox";
import type { FastifyBaseLogger } from "fastify";
import { countConfirmationResend } from "../../auth/address-limits.js";
import { consumeOneTimeToken } from "../../auth/one-time-tokens.js";
import { clearConfirmationCookie, confirmationCookieMatches } from "../../auth/confirmation-cookie.js";
import { setSessionCookies, signedInLanding } from "../../auth/session-cookie.js";
import { createSession } from "../../auth/sessions.js";
import { errors } from "../../errors/index.js";
import type { AppContext, RouteModule } from "../../context.js";
import { emailProblem, normalizeEmail } from "../../auth/signup-rules.js";
import { findUserByEmail } from "../../auth/users.js";
import { windowStart } from "../../rate-limit/fixed-window.js";
import { documentRequired } from "../openapi/documented-required.js";
import { errorResponses } from "../shared-schemas.js";
import { sendConfirmationMail } from "./confirmation-mail.js";
import { refuseUnknownFields } from "../known-fields.js";

const HOUR_MS = 3_600_000;

/** The body of POST /auth/confirmation/resend. */
const ResendBody = Type.Object({ email: Type.Optional(Type.String()) }, { additionalProperties: false });

/**
 * GET /auth/confirm?token=: the link of the confirmation e-mail. Confirms the
 * address; in the browser that signed up (auth/confirmation-cookie.ts) it also
 * signs the user in (the session cookie only: no token in the address, the same
 * hand-over as an OAuth sign-in) and sends the browser to the app. Any other
 * browser lands on the sign-in page, told that the address is confirmed.
 */
export const confirmRoute: RouteModule = (app, ctx) => {
  app.get(
    "/auth/confirm",
    {
      schema: {
        tags: ["auth"],
        summary: "Confirm an e-mail address (link from the confirmation mail)",
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        description:
          "A browser (`Accept: text/html`) with a link that is unknown, expired or used is sent to `/#/login?confirmation=invalid` instead of the 400.",
        response: {
          302: Type.Null({
            description:
              "Redirect to the app, signed in (the browser that signed up), or to the sign-in page with confirmed=1 (any other)",
          }),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { db } = ctx.database;
      const linkToken = request.query.token;
      const userId = linkToken ? await consumeOneTimeToken(db, "email_confirmation_tokens", linkToken) : undefined;
      if (!userId || !linkToken) {
        // A browser opening an old link from the mail lands on the sign-in page, which says what
        // happened and offers a new link, instead of a page of JSON; API clients keep the 400.
        if (/\btext\/html\b/.test(request.headers.accept ?? ""))
          return reply.redirect(`${ctx.config.publicUrl.replace(/\/$/, "")}/#/login?confirmation=invalid`);
        throw errors.invalidConfirmationToken();
      }
      const signedUpHere = confirmationCookieMatches(request, linkToken);
      clearConfirmationCookie(request, reply);
      await db
        .updateTable("users")
        .set({ email_confirmed_at: new Date(), updated_at: new Date() })
        .where("id", "=", userId)
        .execute();
      // a link passed on to someone else must not sign them in to the account that signed up
      if (!signedUpHere) return reply.redirect(`${ctx.config.publicUrl}/#/login?confirmed=1`);
      const token = await createSession(db, userId, ctx.config.sessionTtlHours);
      setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
      return reply.redirect(signedInLanding(ctx.config.publicUrl));
    },
  );
};

/** Confirmation mails per account per (clock) hour; beyond this requests get the same answer but no mail. */
export const CONFIRMATION_MAILS_PER_HOUR = 3;

/** The one answer to every resend request, so it never reveals whether an account exists. */
export const CONFIRMATION_RESENT_MESSAGE =
  "If an account with this email is waiting for confirmation, we have sent it a new link. Check your inbox.";

/** Mails a new confirmation link to the account of `email`, if it exists and is not confirmed yet. */
async function resendConfirmation(ctx: AppContext, log: FastifyBaseLogger, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user || user.email_confirmed_at) return;
  // one atomic count per mail, so simultaneous requests cannot pass the hourly limit either
  const sent = await ctx.counters.hit(`confirm_mail:${user.id}`, windowStart(new Date(), HOUR_MS), 2 * HOUR_MS);
  if (sent > CONFIRMATION_MAILS_PER_HOUR) {
    log.warn({ userId: user.id }, "confirmation mail limit reached; no mail sent");
    return;
  }
  await sendConfirmationMail(ctx, user);
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
