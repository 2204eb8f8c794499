export { AppMetrics, type ExtractionObservation, type PoolSample, type QueueSample } from "./metrics.js";
export { installHttpMetrics } from "./http-metrics.js";
export { installRequestIdEcho, requestIdOf, REQUEST_ID_HEADER, REQUEST_ID_LOG_KEY } from "./request-id.js";
export { opsRoutes } from "./ops-routes.js";
export { metricsLine, startMetricsServer, type MetricsServer } from "./metrics-server.js";
export { watchServices } from "./watch-services.js";
