import type { FastifyInstance } from "fastify";
import type { AppMetrics } from "./metrics.js";

/** The route label of requests no route matched (unknown paths would otherwise each become a label). */
export const UNMATCHED_ROUTE = "unmatched";

/** Times every answered request into `http_request_duration_seconds` by method, declared route and status. */
export function installHttpMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook("onResponse", async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.httpDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
}
