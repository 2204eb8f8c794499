import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { errors } from "../errors/index.js";
import type { Brand } from "./brand.js";
import { themeCss } from "./theme-css.js";

/** GET /brand/theme.css (the brand colour as the app's CSS variables) and GET /brand/logo (a logo file from BRAND_LOGO). */
export function serveBrandAssets(app: FastifyInstance, brand: Brand): void {
  const css = themeCss(brand.primaryColor);
  app.get("/brand/theme.css", { schema: { hide: true } }, async (_request, reply) =>
    reply.type("text/css; charset=utf-8").header("cache-control", "no-cache").send(css),
  );
  app.get("/brand/logo", { schema: { hide: true } }, async (_request, reply) => {
    const logo = brand.logo;
    if (!logo) throw errors.notFound("Logo");
    if (logo.kind === "url") return reply.redirect(logo.url, 302);
    return reply
      .type(logo.contentType)
      .header("cache-control", "no-cache")
      .send(await readFile(logo.path));
  });
}
