import type { FastifyInstance } from "fastify";

/**
 * The Content-Security-Policy of every answer, pages and API alike. Scripts and styles come only
 * from the server's own files (the web build has no inline script: the start-up failure notice
 * is /boot-check.js); images also from data: (the favicon) and blob: (page previews); no plugin
 * content, no framing by other sites, forms and the base URL stay on this origin.
 */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** The policy, with images also admitted from `imageOrigins` (a brand logo on another site). */
export function contentSecurityPolicy(imageOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(" "),
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** HSTS of answers over HTTPS: two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** Headers every answer carries, whatever its type. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cross-origin-opener-policy": "same-origin",
};

/**
 * Adds the security headers to every answer (pages, static files, API, errors and 404s), and
 * Strict-Transport-Security when the request came over HTTPS: directly, or through a reverse
 * proxy that says so in X-Forwarded-Proto when TRUST_PROXY is set (docs/configuration.md).
 */
export function installSecurityHeaders(app: FastifyInstance, imageOrigins: string[] = []): void {
  const headers = imageOrigins.length
    ? { ...SECURITY_HEADERS, "content-security-policy": contentSecurityPolicy(imageOrigins) }
    : SECURITY_HEADERS;
  app.addHook("onRequest", async (request, reply) => {
    reply.headers(headers);
    if (request.protocol === "https") reply.header("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  });
}
