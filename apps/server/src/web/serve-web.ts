import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { DEFAULT_BRAND, type Brand } from "../brand/brand.js";
import { brandIndexHtml } from "../brand/branded-index.js";
import { serveBrandAssets } from "../brand/brand-assets.js";
import { routeNotFoundBody } from "../errors/index.js";

/** apps/web/dist, seen from src/web or dist/web of the server package. */
export const DEFAULT_WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../web/dist");

/** Files under /assets/ carry a content hash in their name: a new build gives new names. */
export const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
/** Everything else (index.html above all) is checked with the server on every use. */
export const REVALIDATE_CACHE = "no-cache";

const missingBuildPage = (name: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body>
<h1>${name}</h1>
<p>The API is running under <code>/api/v1</code>, but the web app has not been built yet.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first) and reload this page.</p>
</body></html>`;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const hashed = filePath.split(path.sep).includes("assets");
  reply.header("cache-control", hashed ? HASHED_ASSET_CACHE : REVALIDATE_CACHE);
}

/**
 * Serves the built web app at / and answers unknown non-API paths with its
 * index.html (the app routes by URL fragment); unknown /api paths get the
 * JSON 404. Without a build, pages explain how to make one.
 *
 * The build writes brotli and gzip copies of its text files (apps/web/build/precompress.ts);
 * they are sent to browsers whose Accept-Encoding allows them. Hashed assets are cached for a
 * year, index.html is revalidated, so a new build reaches everyone on their next visit.
 * index.html itself carries the brand (title, colour, logo: brand/branded-index.ts), so it is
 * made once at start and sent compressed per request; /brand/theme.css and /brand/logo too.
 */
export async function serveWeb(
  app: FastifyInstance,
  webRoot: string = DEFAULT_WEB_ROOT,
  brand: Brand = DEFAULT_BRAND,
): Promise<void> {
  const built = existsSync(path.join(webRoot, "index.html"));
  const page = built
    ? brandIndexHtml(readFileSync(path.join(webRoot, "index.html"), "utf8"), brand)
    : missingBuildPage(brand.name.replace(/[<>&"]/g, ""));
  serveBrandAssets(app, brand);
  if (built) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // the page goes out branded, below
      allowedPath: (pathName) => pathName !== "/index.html",
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => setCacheHeaders(reply, path.relative(webRoot, filePath)),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === "GET" || request.method === "HEAD") && !request.url.startsWith("/api");
    if (!isPage) return reply.status(404).send(routeNotFoundBody(request.method, request.url));
    // A hashed file a page asks for that is not there (a page of an earlier build, cached or open
    // since): the app's HTML in its place fails as a script with a MIME error that says nothing.
    if (request.url.startsWith("/assets/"))
      return reply
        .status(404)
        .header("cache-control", REVALIDATE_CACHE)
        .type("text/plain; charset=utf-8")
        .send("Not found");
    return reply.type("text/html; charset=utf-8").header("cache-control", REVALIDATE_CACHE).send(page);
  });
}
