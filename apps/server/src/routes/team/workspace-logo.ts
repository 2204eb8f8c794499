import { Type } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import type { FastifyRequest } from "fastify";
import { errorHandler, errors, type AppError } from "../../errors/index.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { asAdminUnderLock } from "../../workspaces/team-rules.js";
import { logoWhatOfType } from "../../workspaces/logo-words.js";
import { logoTypeOf, MAX_LOGO_BYTES, requireBrandEditor } from "../../workspaces/workspace-brand.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";

const LogoAnswer = Type.Object(
  {
    logo_url: Type.Union([Type.String(), Type.Null()], {
      description: "Where members fetch the logo (GET /workspace/logo); null once removed",
    }),
  },
  { required: ["logo_url"] },
);

/**
 * A refusal of the uploaded body itself, said as the logo's: its size (413) or its type (415),
 * the type being what its Content-Type says (the body of a refused type is not read).
 */
function logoRefusal(error: AppError, request: FastifyRequest): AppError {
  if (error.code === "payload_too_large") return errors.logoTooLarge(MAX_LOGO_BYTES / 1024);
  if (error.code === "unsupported_media_type")
    return errors.unsupportedLogo(logoWhatOfType(request.headers["content-type"] ?? ""));
  return error;
}

/** PUT, GET and DELETE /workspace/logo: a Business workspace's own logo (docs/api.md, White-label). */
export const workspaceLogoRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx.database;

  void app.register(async (scoped) => {
    // the image arrives as the raw body; a little over the limit is read so the answer can name the limit
    scoped.addContentTypeParser(
      ["image/png", "image/jpeg", "image/svg+xml", "application/octet-stream"],
      { parseAs: "buffer", bodyLimit: MAX_LOGO_BYTES * 2 },
      (_request, body, done) => done(null, body),
    );
    scoped.put(
      "/workspace/logo",
      {
        preHandler: requireUser(db),
        // the body's size and type in the logo's own words: not the JSON routes' "1 MB" nor "send application/json"
        errorHandler: errorHandler(MAX_LOGO_BYTES, logoRefusal),
        schema: {
          tags: ["team"],
          summary:
            "Upload the workspace's logo (owner or admin, Business): the PNG or JPEG bytes as the body, at most 256 KB",
          security: bearerSecurity,
          consumes: ["image/png", "image/jpeg"],
          response: { 200: LogoAnswer, ...errorResponses(401, 403, 413, 415) },
        },
      },
      async (request) => {
        const workspace = requestWorkspace(request);
        await requireBrandEditor(db, workspace, "change the workspace's logo");
        const bytes = request.body;
        // a multipart form is taken (and left unread) by the uploads' parser: said as a form, not as empty
        const sentAs = request.headers["content-type"] ?? "";
        if (!Buffer.isBuffer(bytes)) throw errors.unsupportedLogo(/^multipart\//i.test(sentAs) ? "a form" : "empty");
        if (bytes.length === 0) throw errors.unsupportedLogo("empty");
        if (bytes.length > MAX_LOGO_BYTES) throw errors.logoTooLarge(MAX_LOGO_BYTES / 1024);
        const type = logoTypeOf(bytes);
        const row = await asAdminUnderLock(
          db,
          workspace,
          signedInUser(request).id,
          "change the workspace's logo",
          (trx) =>
            trx
              .updateTable("workspaces")
              .set({ logo: bytes, logo_type: type, logo_updated_at: sql<Date>`now()` })
              .where("id", "=", workspace.id)
              .returning("logo_updated_at")
              .executeTakeFirstOrThrow(),
        );
        return { logo_url: `/api/v1/workspace/logo?v=${new Date(row.logo_updated_at!).getTime()}` };
      },
    );
  });

  app.delete(
    "/workspace/logo",
    {
      preHandler: requireUser(db),
      schema: {
        tags: ["team"],
        summary: "Remove the workspace's logo (owner or admin, Business)",
        security: bearerSecurity,
        response: { 200: LogoAnswer, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const workspace = requestWorkspace(request);
      await requireBrandEditor(db, workspace, "change the workspace's logo");
      await asAdminUnderLock(db, workspace, signedInUser(request).id, "change the workspace's logo", (trx) =>
        trx
          .updateTable("workspaces")
          .set({ logo: null, logo_type: null, logo_updated_at: null })
          .where("id", "=", workspace.id)
          .execute(),
      );
      return { logo_url: null };
    },
  );

  app.get(
    "/workspace/logo",
    {
      preHandler: requireUser(db),
      schema: {
        tags: ["team"],
        summary: "The workspace's logo image (any member)",
        security: bearerSecurity,
        response: {
          200: Type.Unsafe<Buffer>({ type: "string", format: "binary", description: "PNG or JPEG bytes" }),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const workspace = requestWorkspace(request);
      const row = await db
        .selectFrom("workspaces")
        .select(["logo", "logo_type"])
        .where("id", "=", workspace.id)
        .executeTakeFirst();
      if (!row?.logo || !row.logo_type) throw errors.logoNotFound();
      return reply
        .header("content-type", row.logo_type)
        .header("x-content-type-options", "nosniff")
        .header("content-security-policy", "default-src 'none'")
        .header("cache-control", "private, max-age=86400")
        .send(Buffer.from(row.logo));
    },
  );
};
