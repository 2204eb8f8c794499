import { Type } from "@fastify/type-provider-typebox";
import { hashPassword } from "../../auth/passwords.js";
import { countSignup } from "../../auth/address-limits.js";
import { setConfirmationCookie } from "../../auth/confirmation-cookie.js";
import { setSessionCookies } from "../../auth/session-cookie.js";
import { createSession } from "../../auth/sessions.js";
import { normalizeEmail, signupProblem } from "../../auth/signup-rules.js";
import { findUserByEmail, toPublicUser } from "../../auth/users.js";
import { errors } from "../../errors/index.js";
import { ensureWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { documentRequired } from "../openapi/documented-required.js";
import { refuseUnknownFields } from "../known-fields.js";
import { errorResponses, UserSchema } from "../shared-schemas.js";
import { sendConfirmationMail } from "./confirmation-mail.js";
import { oneLine } from "../../text/one-line.js";

const RegisterBody = Type.Object(
  {
    email: Type.Optional(Type.String()),
    password: Type.Optional(
      Type.String({ description: "At least 8 characters with an upper-case letter, a lower-case letter and a digit" }),
    ),
    full_name: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const RegisterResponse = Type.Object({
  success: Type.Boolean(),
  email_confirmation_required: Type.Boolean(),
  message: Type.String(),
  access_token: Type.Union([Type.String(), Type.Null()], { description: "null when email confirmation is required" }),
  user: UserSchema,
});

/** POST /auth/register: creates an account (rules in docs/product.md, Accounts and sessions). */
export const registerRoute: RouteModule = (app, ctx) => {
  app.post(
    "/auth/register",
    {
      preValidation: refuseUnknownFields(RegisterBody),
      schema: {
        tags: ["auth"],
        summary: "Create an account",
        body: RegisterBody,
        ...documentRequired(["email", "password", "full_name"]),
        response: { 201: RegisterResponse, ...errorResponses(400, 409, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      // a name is shown on one line (and written into mails sent to others): line breaks and invisible characters go
      const fullName = oneLine(request.body.full_name ?? "");
      const problem = signupProblem({ ...request.body, full_name: fullName });
      if (problem) throw errors.validation(problem);
      const { db } = ctx.database;
      // before the lookup and the costly hash: a refused address learns nothing and costs nothing
      await countSignup(ctx.counters, request.ip, ctx.config.signupsPerAddressPerHour);
      const email = normalizeEmail(request.body.email!);
      if (await findUserByEmail(db, email)) throw errors.emailTaken();
      const passwordHash = await hashPassword(request.body.password!);
      const user = await db
        .insertInto("users")
        .values({
          email,
          full_name: fullName,
          password_hash: passwordHash,
          email_confirmed_at: null,
        })
        .onConflict((oc) => oc.column("email").doNothing())
        .returningAll()
        .executeTakeFirst();
      // A simultaneous sign-up with the same address lost the race.
      if (!user) throw errors.emailTaken();
      await ensureWorkspace(db, user);

      if (ctx.config.emailConfirmation) {
        let message = "Account created. Please check your email and click the confirmation link to sign in.";
        try {
          const confirmationToken = await sendConfirmationMail(ctx, user);
          // the link signs in this browser only (auth/confirmation-cookie.ts)
          setConfirmationCookie(request, reply, confirmationToken);
        } catch (error) {
          // The account stays: refusing now would leave an account whose address a new sign-up
          // finds taken. Its link was withdrawn (no working link that nobody received); the user
          // asks for a new one (POST /auth/confirmation/resend), as for a lost mail.
          request.log.error({ err: error, user: user.id }, "confirmation mail could not be sent");
          message = `Account created, but the confirmation mail to ${user.email} could not be sent. Please ask for a new confirmation link in a few minutes.`;
        }
        return reply.status(201).send({
          success: true,
          email_confirmation_required: true,
          message,
          access_token: null,
          user: toPublicUser(user),
        });
      }
      const token = await createSession(db, user.id, ctx.config.sessionTtlHours);
      setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
      return reply.status(201).send({
        success: true,
        email_confirmation_required: false,
        message: "Account created successfully",
        access_token: token,
        user: toPublicUser(user),
      });
    },
  );
};
