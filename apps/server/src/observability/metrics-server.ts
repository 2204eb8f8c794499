import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { errors } from "../errors/index.js";
import { metricsAllowed, type MetricsAccess } from "./metrics-access.js";
import type { AppMetrics } from "./metrics.js";

/** The separate metrics listener (METRICS_PORT). */
export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `GET /metrics` alone on its own port, so the app's port never
 * exposes it (bind METRICS_HOST to an internal address). The token, when
 * set, is required here too. Worker processes, which serve no HTTP, are
 * scraped this way.
 */
export async function startMetricsServer(
  metrics: AppMetrics,
  options: MetricsAccess & { port: number; host: string },
): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const answer = (status: number, body: string, headers: Record<string, string> = {}) => {
      response
        .writeHead(status, {
          "content-type": "application/json; charset=utf-8",
          "cache-control": "no-store",
          ...headers,
        })
        .end(body);
    };
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/metrics" || (request.method !== "GET" && request.method !== "HEAD")) {
      const e = errors.routeNotFound(request.method ?? "GET", path ?? "/");
      return answer(404, JSON.stringify({ detail: e.message, code: e.code }));
    }
    if (!metricsAllowed(options, request.headers.authorization)) {
      const e = errors.metricsUnauthorized();
      return answer(e.statusCode, JSON.stringify({ detail: e.message, code: e.code }), e.headers);
    }
    metrics.exposition().then(
      ({ contentType, body }) => answer(200, request.method === "HEAD" ? "" : body, { "content-type": contentType }),
      () => answer(500, JSON.stringify({ detail: "The metrics could not be collected", code: "internal_error" })),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Where /metrics is served, for the start-up lines. */
export function metricsLine(config: {
  metricsPort: number | undefined;
  metricsHost: string;
  metricsToken: string | undefined;
}): string {
  const token = config.metricsToken ? " (bearer token METRICS_TOKEN)" : "";
  if (config.metricsPort !== undefined) return `http://${config.metricsHost}:${config.metricsPort}/metrics${token}`;
  return config.metricsToken ? `/metrics on this port${token}` : "off (set METRICS_TOKEN or METRICS_PORT)";
}
