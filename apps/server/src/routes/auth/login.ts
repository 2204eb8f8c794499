import { Type } from "@fastify/type-provider-typebox";
import { beginLoginAttempt, loginSucceeded } from "../../auth/login-throttle.js";
import { verifyPassword } from "../../auth/passwords.js";
import { setSessionCookies } from "../../auth/session-cookie.js";
import { createSession } from "../../auth/sessions.js";
import { emailProblem, MAX_PASSWORD_LENGTH, normalizeEmail } from "../../auth/signup-rules.js";
import { findUserByEmail, toPublicUser } from "../../auth/users.js";
import { errors } from "../../errors/index.js";
import type { RouteModule } from "../../context.js";
import { documentRequired } from "../openapi/documented-required.js";
import { refuseUnknownFields } from "../known-fields.js";
import { errorResponses, UserSchema } from "../shared-schemas.js";

const LoginBody = Type.Object(
  {
    email: Type.Optional(Type.String()),
    password: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

const LoginResponse = Type.Object({ success: Type.Boolean(), access_token: Type.String(), user: UserSchema });

/** POST /auth/login: e-mail and password for a session token (docs/api.md), throttled. */
export const loginRoute: RouteModule = (app, ctx) => {
  app.post(
    "/auth/login",
    {
      preValidation: refuseUnknownFields(LoginBody),
      schema: {
        tags: ["auth"],
        summary: "Sign in with e-mail and password",
        body: LoginBody,
        ...documentRequired(["email", "password"]),
        response: { 200: LoginResponse, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email: rawEmail, password } = request.body;
      const emailIssue = emailProblem(rawEmail);
      if (emailIssue) throw errors.validation(emailIssue);
      if (!password) throw errors.validation("Password is required");
      const { db } = ctx.database;
      const email = normalizeEmail(rawEmail!);
      // counted before the (costly) password check, so concurrent guesses cannot pass the limit
      const attempt = await beginLoginAttempt(ctx.counters, email, request.ip);

      const user = await findUserByEmail(db, email);
      // No account accepts passwords this long, so skip the costly hash for them.
      const plausible = password.length <= MAX_PASSWORD_LENGTH;
      if (!plausible || !(await verifyPassword(user?.password_hash, password)) || !user) {
        throw errors.invalidCredentials();
      }
      await loginSucceeded(ctx.counters, attempt);
      if (ctx.config.emailConfirmation && !user.email_confirmed_at) throw errors.emailNotConfirmed();
      const token = await createSession(db, user.id, ctx.config.sessionTtlHours);
      setSessionCookies(request, reply, token, ctx.config.sessionTtlHours);
      return { success: true, access_token: token, user: toPublicUser(user) };
    },
  );
};
