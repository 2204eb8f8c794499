import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { routeNotFoundBody } from "../errors/index.js";

/** apps/web/dist, seen from src/web or dist/web of the server package. */
export const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

const MISSING_BUILD_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>pdftab</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;line-height:1.5">
<h1>pdftab</h1>
<p>The API is running under <code>/api/v1</code>, but the web app has not been built yet.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload this page.</p>
</body></html>`;

/**
 * Serves the built web app at / and answers unknown non-API paths with its
 * index.html (the app routes by URL fragment); unknown /api paths get the
 * JSON 404. Without a build, pages explain how to make one.
 */
export async function serveWeb(app: FastifyInstance, webRoot: string = DEFAULT_WEB_ROOT): Promise<void> {
  const built = existsSync(path.join(webRoot, "index.html"));
  if (built) await app.register(fastifyStatic, { root: webRoot, wildcard: false, index: "index.html" });

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api");
    if (!isPage) return reply.status(404).send(routeNotFoundBody(request.method, request.url));
    if (built) return reply.type("text/html").sendFile("index.html");
    return reply.type("text/html; charset=utf-8").send(MISSING_BUILD_PAGE);
  });
}
