import { Type } from "@fastify/type-provider-typebox";
import { sql } from "kysely";
import { AppError } from "../../errors/index.js";
import type { RouteModule } from "../../context.js";
import { errorResponses } from "../shared-schemas.js";

/** GET /health: the server answers and its database answers a query. */
export const healthRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/health",
    {
      schema: {
        tags: ["meta"],
        summary: "Liveness and database reachability",
        response: {
          200: Type.Object({
            status: Type.Literal("ok"),
            database: Type.Union([Type.Literal("pglite"), Type.Literal("postgres")]),
          }),
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      try {
        await sql`select 1`.execute(ctx.database.db);
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        throw new AppError(503, "database_unavailable", "The database does not answer");
      }
      return { status: "ok" as const, database: ctx.database.kind };
    },
  );
};
