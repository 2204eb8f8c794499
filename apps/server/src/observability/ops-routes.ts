import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import { errors } from "../errors/index.js";
import { metricsAllowed } from "./metrics-access.js";
import type { AppMetrics } from "./metrics.js";
import { checkReadiness } from "./readiness.js";

/**
 * The routes container orchestrators and Prometheus call, at the root (not
 * under /api/v1) and left out of the OpenAPI document (docs/operations.md):
 * `GET /health` (liveness), `GET /ready` (database, file store and batch
 * queue answer) and `GET /metrics` (when METRICS_TOKEN is set and no
 * separate METRICS_PORT is).
 */
export function opsRoutes(app: FastifyInstance, ctx: AppContext, metrics: AppMetrics): void {
  const started = Date.now();
  app.get("/health", { schema: { hide: true } }, async (_request, reply) => {
    void reply.header("cache-control", "no-store");
    return { status: "ok", uptime_seconds: Math.round((Date.now() - started) / 1000) };
  });

  app.get("/ready", { schema: { hide: true } }, async (request, reply) => {
    void reply.header("cache-control", "no-store");
    const readiness = await checkReadiness({
      database: async () => (await sql`select 1`.execute(ctx.database.db), ctx.database.kind),
      storage: async () => (await ctx.storage.check(), "ok"),
      queue: async () => ((await ctx.batches.queue.check()) === "started" ? "ok" : "ok (starts with the first batch)"),
    });
    if (readiness.ready) return { status: "ready", checks: readiness.checks };
    const failed = Object.keys(readiness.checks).filter((name) => readiness.checks[name]!.startsWith("failed"));
    const e = errors.notReady(failed);
    request.log.warn({ checks: readiness.checks }, e.message);
    return reply.status(e.statusCode).send({ detail: e.message, code: e.code, checks: readiness.checks });
  });

  const { metricsToken: token, metricsPort } = ctx.config;
  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (metricsPort !== undefined || token === undefined) throw errors.metricsOff(metricsPort !== undefined);
    if (!metricsAllowed({ token }, request.headers.authorization)) throw errors.metricsUnauthorized();
    const { contentType, body } = await metrics.exposition();
    return reply.header("cache-control", "no-store").type(contentType).send(body);
  });
}
