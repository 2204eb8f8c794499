import { constants as zlibConstants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from "fastify";
import { installAuthenticateFirst } from "./auth/authenticate-first.js";
import { installLimitResponses } from "./routes/openapi/limit-responses.js";
import { createOAuthProviders, type OAuthProviders } from "./auth/oauth/providers.js";
import { SessionCache } from "./auth/session-cache.js";
import type { Config } from "./config/index.js";
import type { AppContext } from "./context.js";
import type { DatabaseHandle } from "./db/index.js";
import { answerClientError, errors, frameworkErrorHandler, installErrorHandler } from "./errors/index.js";
import type { ExtractionPool } from "./extraction/pool/index.js";
import { BackgroundWork } from "./http/background-work.js";
import { installJsonParser } from "./http/json-parser.js";
import { installSecurityHeaders, SECURITY_HEADERS } from "./http/security-headers.js";
import { strictBodyTypes } from "./http/strict-body-types.js";
import { createMailer, type Mailer } from "./mail/mailer.js";
import { createCounterStore } from "./rate-limit/create-counter-store.js";
import type { CounterStore } from "./rate-limit/counter-store.js";
import { apiRoutes } from "./routes/index.js";
import { buildServices } from "./services/index.js";
import type { FileStore } from "./storage/index.js";
import { serveWeb } from "./web/serve-web.js";
import {
  AppMetrics,
  installHttpMetrics,
  installRequestIdEcho,
  opsRoutes,
  requestIdOf,
  REQUEST_ID_LOG_KEY,
} from "./observability/index.js";

/** Largest JSON body any route accepts; upload routes set their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Defaults to SMTP (when configured) or the logging mailer. */
  mailer?: Mailer;
  storage?: FileStore;
  oauth?: OAuthProviders;
  /** Defaults to a pool of EXTRACTION_THREADS workers, closed with the app. */
  extractionPool?: ExtractionPool;
  /** Rate-limit counters; defaults to Redis with REDIS_URL, else the database. */
  counters?: CounterStore;
  /** Directory of the built web app; defaults to apps/web/dist. */
  webRoot?: string;
  logger?: FastifyServerOptions["logger"];
  /** The process's metrics; a fresh registry by default (the app decorates itself with it as `metrics`). */
  metrics?: AppMetrics;
}

/**
 * Request as logged: without the query string, which can carry one-time tokens and OAuth codes,
 * and without the invitation token of `/workspace/invitations/{token}` (whoever reads the log
 * could otherwise join the workspace with it).
 */
function requestForLog(request: { method: string; url: string; ip?: string }) {
  const path = request.url.split("?")[0]!.replace(/(\/workspace\/invitations\/)[^/]+/, "$1{token}");
  return { method: request.method, url: path, ip: request.ip };
}

/** The logger's options with the request as `requestForLog` writes it, whoever configured the rest. */
function loggerOptions(logger: FastifyServerOptions["logger"]): FastifyServerOptions["logger"] {
  if (typeof logger !== "object" || logger === null) return logger;
  return { ...logger, serializers: { req: requestForLog, ...logger.serializers } };
}

/** The orchestrator and Prometheus routes (docs/operations.md). */
function isProbe(url: string): boolean {
  const path = url.split("?")[0];
  return path === "/health" || path === "/ready" || path === "/metrics";
}

/** Builds the Fastify app (not listening): what boot.ts serves and tests `inject` into. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger ?? { level: config.logLevel }),
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: trustedHops(config.trustProxy),
    // every error, the framework's own included, answers {detail, code} (docs/api.md)
    frameworkErrors: frameworkErrorHandler(SECURITY_HEADERS),
    clientErrorHandler: (error, socket) => answerClientError(error, socket, SECURITY_HEADERS),
    return503OnClosing: false,
    // a JSON body's fields must have their types as sent; the query string and path are converted
    schemaController: { compilersFactory: { buildValidator: strictBodyTypes } },
    // X-Request-Id from the client or proxy when sane, else a fresh UUID; it is in every log line
    // of the request and of the extraction it starts (docs/operations.md)
    genReqId: requestIdOf,
    requestIdHeader: false,
    // probes every few seconds would drown the log: /health, /ready and /metrics log only failures
    logController: new LogController({
      requestIdLogLabel: REQUEST_ID_LOG_KEY,
      disableRequestLogging: (request) => isProbe(request.url),
    }),
  }).withTypeProvider<TypeBoxTypeProvider>();
  const metrics = options.metrics ?? new AppMetrics();
  app.decorate("metrics", metrics);
  installRequestIdEcho(app);
  installHttpMetrics(app, metrics);

  app.decorateRequest("user", null);
  app.decorateRequest("bearerToken", null);
  app.decorateRequest("authKind", null);
  app.decorateRequest("workspace", null);
  installSecurityHeaders(app, config.brand.logo?.kind === "url" ? [new URL(config.brand.logo.url).origin] : []);
  // requests that arrive while the server shuts down (Fastify's own 503 would not have our shape)
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onRequest", async () => {
    if (closing) throw errors.serverClosing();
  });
  installErrorHandler(app, JSON_BODY_LIMIT);
  installJsonParser(app);

  const counters = options.counters ?? createCounterStore(options.database.db, config.redisUrl);
  const services = buildServices({
    config,
    database: options.database,
    log: app.log,
    storage: options.storage,
    extractionPool: options.extractionPool,
    counters,
    metrics,
  });
  const { storage, extractions, batches, webhooks } = services;
  app.decorate("apiCounters", counters);
  // sign-in lookups cached for a few seconds, dropped on every write to the session tables
  // (auth/session-cache.ts; docs/operations.md, "Latency under load", says why this lifetime)
  const sessionCache = config.sessionCacheSeconds > 0 ? new SessionCache(config.sessionCacheSeconds * 1000) : undefined;
  const stopForgetting = sessionCache && options.database.writes.listen(sessionCache.onTableWrite);
  app.decorate("sessionCache", sessionCache);
  app.decorate("background", new BackgroundWork(app.log));
  app.addHook("onReady", () => services.start());
  app.addHook("onClose", async () => {
    stopForgetting?.();
    await app.background.idle();
    await services.stop();
    if (!options.counters) await counters.close();
  });
  const ctx: AppContext = {
    config,
    database: options.database,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.smtpFrom }, app.log),
    storage,
    oauth: options.oauth ?? createOAuthProviders(config),
    extractions,
    batches,
    counters,
    webhooks,
  };
  // JSON answers (and CSV, HTML) go out brotli- or gzip-compressed when the client accepts it;
  // a middling brotli level, because this runs per request (the web build is precompressed at
  // the highest one, see web/serve-web.ts). Binary types (xlsx, zip, PNG) are left as they are.
  await app.register(fastifyCompress, {
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  // upload routes pass their own (plan) limits per request
  await app.register(fastifyMultipart);

  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: `${config.brand.name} API`,
        version: "1.0.0",
        description: "Tables out of PDF files as Excel, CSV or JSON.",
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } },
    },
  });

  await app.register(
    async (api) => {
      // authentication before body checks on every route that has it (auth/authenticate-first.ts)
      installAuthenticateFirst(api);
      // the 413, 415 and 429 answers every route can give, in its OpenAPI responses (routes/openapi/limit-responses.ts)
      installLimitResponses(api);
      for (const module of apiRoutes) module(api.withTypeProvider<TypeBoxTypeProvider>(), ctx);
    },
    { prefix: "/api/v1" },
  );

  opsRoutes(app, ctx, metrics);
  await serveWeb(app, options.webRoot, config.brand);
  return app;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY: the nearest `hops` addresses (the socket's peer, then
 * X-Forwarded-For from its right end) are proxies, so the client address is the entry the
 * outermost proxy wrote. `true` would trust every entry and take the leftmost one as the client,
 * and that one the client writes itself: each request could name a new address and pass the
 * per-address sign-in and sign-up limits (docs/security.md, Client addresses behind a proxy).
 * (A bare number is refused by Fastify, which then trusts nothing.)
 */
export function trustedHops(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}
