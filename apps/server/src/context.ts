import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Config } from "./config/index.js";
import type { DatabaseHandle } from "./db/index.js";
import type { Mailer } from "./mail/mailer.js";
import type { OAuthProviders } from "./auth/oauth/providers.js";
import type { FileStore } from "./storage/index.js";
import type { ExtractionService } from "./extraction/extraction-service.js";
import type { BatchService } from "./batch/index.js";
import type { CounterStore } from "./rate-limit/counter-store.js";
import type { WebhookService } from "./webhooks/webhook-service.js";

/** What route modules need from the running server. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  mailer: Mailer;
  storage: FileStore;
  oauth: OAuthProviders;
  /** Single-file extractions: limits, upload, worker pool, history rows. */
  extractions: ExtractionService;
  /** Batches: one queued job per file on pg-boss, run through `extractions`. */
  batches: BatchService;
  /** Rate-limit and API-call counters: the database's, or Redis with REDIS_URL. */
  counters: CounterStore;
  /** Signed webhook deliveries (docs/api.md, Webhooks). */
  webhooks: WebhookService;
}

/** The Fastify instance with TypeBox typing, as route modules receive it. */
export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** A route module: registers its routes on the /api/v1 scope. */
export type RouteModule = (app: TypedApp, ctx: AppContext) => void;
