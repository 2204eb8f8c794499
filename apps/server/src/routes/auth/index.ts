import type { RouteModule } from "../../context.js";
import { confirmRoute, resendConfirmationRoute } from "./confirm.js";
import { loginRoute } from "./login.js";
import { oauthRoutes } from "./oauth.js";
import { passwordResetRoutes } from "./password-reset.js";
import { registerRoute } from "./register.js";
import { sessionRoutes } from "./session-routes.js";
import { subscriptionRoute } from "./subscription.js";

/** Every /auth route. */
export const authRoutes: RouteModule = (app, ctx) => {
  for (const module of [
    registerRoute,
    confirmRoute,
    resendConfirmationRoute,
    loginRoute,
    sessionRoutes,
    subscriptionRoute,
    passwordResetRoutes,
    oauthRoutes,
  ]) {
    module(app, ctx);
  }
};
