import type { FastifyInstance } from "fastify";

/**
 * JSON body parser that treats an empty body as no body (clients often send
 * `Content-Type: application/json` on a bodiless POST such as logout) and
 * otherwise uses Fastify's safe parser (no prototype poisoning). Plain text
 * bodies are not accepted anywhere, so their parser is removed (415).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (String(body).trim() === "") return done(null, undefined);
    return parseJson(request, String(body), done);
  });
}
