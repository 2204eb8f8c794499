import type { FastifyInstance, RouteOptions } from "fastify";

/** The hooks `requireUser` made; `authenticateFirst` finds them by identity. */
const authenticationHooks = new WeakSet<object>();

/** Marks a hook as one that resolves the request's credentials (`requireUser` calls it on its hooks). */
export function markAuthentication<T extends object>(hook: T): T {
  authenticationHooks.add(hook);
  return hook;
}

type Hooks = RouteOptions["onRequest"];

function hookList(hooks: Hooks | undefined): unknown[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Route hook (`onRoute`): a route's authentication runs first, in `onRequest`, wherever the route
 * declared it (routes write `preHandler: requireUser(db)`). Fastify runs a request as onRequest,
 * body parsing, preValidation (the unknown-field check, routes/known-fields.ts), schema
 * validation, preHandler, handler; in a `preHandler` the credentials were checked last, so a
 * signed-out request with a misspelt or missing field, or malformed JSON, learnt about its body
 * (400/422) instead of being told to sign in. Now it gets the 401 (or 403 csrf_failed, 429)
 * before its body is read (docs/api.md, Errors: "Order of checks"); public routes have no
 * authentication hook and keep their body checks as they were.
 */
export function authenticateFirst(route: RouteOptions): void {
  const first: unknown[] = [];
  for (const phase of ["preValidation", "preHandler"] as const) {
    const hooks = hookList(route[phase] as Hooks);
    const auth = hooks.filter(isAuthentication);
    if (auth.length === 0) continue;
    first.push(...auth);
    const rest = hooks.filter((hook) => !isAuthentication(hook));
    if (rest.length > 0) route[phase] = rest as never;
    else delete route[phase];
  }
  if (first.length > 0) route.onRequest = [...first, ...hookList(route.onRequest)] as Hooks;
}

/** Whether a route resolves credentials with `requireUser`, in whichever phase its hook now sits. */
export function hasAuthentication(route: RouteOptions): boolean {
  return (["onRequest", "preValidation", "preHandler"] as const).some((phase) =>
    hookList(route[phase] as Hooks).some(isAuthentication),
  );
}

function isAuthentication(hook: unknown): boolean {
  return typeof hook === "function" && authenticationHooks.has(hook);
}

/** Installs `authenticateFirst` for every route registered on `app` (and its children) from now on. */
export function installAuthenticateFirst(app: FastifyInstance): void {
  app.addHook("onRoute", authenticateFirst);
}
