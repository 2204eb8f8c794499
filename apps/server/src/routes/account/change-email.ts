import { Type } from "@fastify/type-provider-typebox";
import { countEmailChangeRequest } from "../../auth/address-limits.js";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import { checkCurrentPassword } from "../../auth/current-password.js";
import { sendOnHourlyAllowance } from "../../auth/mail-allowance.js";
import { emailChangePageLink } from "../../auth/email-change-link.js";
import { emailChangeLinkMailText } from "../../auth/email-change-mail.js";
import {
  EMAIL_CHANGE_TTL_MINUTES,
  issueEmailChangeToken,
  pendingEmailChange,
  replaceEarlierEmailChanges,
  withdrawEmailChangeToken,
} from "../../auth/email-change-tokens.js";
import { emailProblem, normalizeEmail } from "../../auth/signup-rules.js";
import { findUserByEmail } from "../../auth/users.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { documentRequired } from "../openapi/documented-required.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { refuseUnknownFields } from "../known-fields.js";

/** E-mail change mails sent per account per (clock) hour, as many as password reset mails. */
export const EMAIL_CHANGE_MAILS_PER_HOUR = 3;

/** The body of POST /account/email. */
const ChangeEmailBody = Type.Object(
  {
    email: Type.Optional(Type.String({ description: "The new address; follows the sign-up rules" })),
    current_password: Type.Optional(Type.String({ description: "The account's password" })),
  },
  { additionalProperties: false },
);

const EmailState = Type.Object({
  email: Type.String({ description: "The account's address now" }),
  has_password: Type.Boolean({
    description: "False for an account made through Google or GitHub that never set a password: it sets one first",
  }),
  pending_email: Type.Union([Type.String(), Type.Null()], {
    description: "The address a live change link was mailed to, if any",
  }),
});

/**
 * Changing the signed-in account's e-mail address (docs/product.md, Changing the e-mail address):
 * GET and POST /account/email; the link mailed to the new address is confirmed by
 * confirm-email-change.ts. The address changes only when the link is confirmed, which proves the
 * new address is the user's; the password proves the request is the owner's (a session left open
 * on a shared computer must not hand the account to another address).
 */
export const changeEmailRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/account/email",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["auth"],
        summary: "The signed-in account's address, whether it has a password, and a pending change",
        security: bearerSecurity,
        response: { 200: EmailState, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return {
        email: user.email,
        has_password: user.password_hash !== null,
        pending_email: (await pendingEmailChange(ctx.database.db, user.id)) ?? null,
      };
    },
  );

  app.post(
    "/account/email",
    {
      preHandler: requireUser(ctx.database.db),
      preValidation: refuseUnknownFields(ChangeEmailBody),
      schema: {
        tags: ["auth"],
        summary: "Mail a link to a new address that makes it the account's address once used",
        security: bearerSecurity,
        body: ChangeEmailBody,
        ...documentRequired(["email", "current_password"]),
        response: {
          202: Type.Object({ success: Type.Boolean(), message: Type.String(), pending_email: Type.String() }),
          ...errorResponses(400, 401, 403, 409, 422, 429, 502),
        },
      },
    },
    async (request, reply) => {
      if (request.authKind === "api_key")
        throw errors.sessionRequired("API keys cannot change the e-mail address: sign in to the web app to change it");
      const user = signedInUser(request);
      if (!user.password_hash) throw errors.passwordNotSet();
      const problem = emailProblem(request.body.email);
      if (problem) throw errors.validation(problem);
      const newEmail = normalizeEmail(request.body.email!);
      const password = request.body.current_password;
      if (!password) throw errors.validation("Enter your current password");
      // counted before any other work, as password reset requests are (docs/security.md)
      await countEmailChangeRequest(ctx.counters, request.ip, ctx.config.resetRequestsPerAddressPerHour);
      await checkCurrentPassword(
        ctx.counters,
        { email: user.email, passwordHash: user.password_hash },
        password,
        request.ip,
      );
      if (newEmail === user.email) throw errors.emailUnchanged();
      const { db } = ctx.database;
      if (await findUserByEmail(db, newEmail)) throw errors.emailTaken();
      // at most 3 links an hour per account, as reset mails, a link that could not be sent not
      // counted (auth/mail-allowance.ts): the user is signed in, so the refusal is said rather
      // than answered like a success
      let token = "";
      const refusal = await sendOnHourlyAllowance(
        ctx.counters,
        `email_change_mail:${user.id}`,
        EMAIL_CHANGE_MAILS_PER_HOUR,
        async () => {
          token = await issueEmailChangeToken(db, user.id, newEmail);
          try {
            await ctx.mailer.send({
              to: newEmail,
              subject: `Confirm your new ${ctx.config.brand.name} e-mail address`,
              text: emailChangeLinkMailText({
                productName: ctx.config.brand.name,
                supportEmail: ctx.config.brand.supportEmail,
                fullName: user.full_name,
                link: emailChangePageLink(ctx.config.publicUrl, token),
                ttlHours: EMAIL_CHANGE_TTL_MINUTES / 60,
              }),
            });
          } catch (error) {
            // a link nobody received must not work; the earlier links stay as they were
            request.log.error({ err: error, user: user.id }, "e-mail change link could not be sent");
            await withdrawEmailChangeToken(db, token);
            throw errors.emailChangeMailNotSent(newEmail);
          }
        },
      );
      if (refusal) throw errors.tooManyEmailChangeRequests(refusal.retryAfterSeconds);
      await replaceEarlierEmailChanges(db, user.id, token);
      request.log.info({ user: user.id }, "e-mail change link sent");
      return reply.code(202).send({
        success: true,
        message: `We have sent a confirmation link to ${newEmail}. Your address changes when you open it and confirm the change.`,
        pending_email: newEmail,
      });
    },
  );
};
