import type { RouteModule } from "../context.js";
import { accountRoutes } from "./account/index.js";
import { authRoutes } from "./auth/index.js";
import { apiKeysRoutes } from "./api-keys/index.js";
import { publicApiRoutes } from "./public-api/index.js";
import { billingRoutes } from "./billing/index.js";
import { extractionsRoutes } from "./extractions/index.js";
import { healthRoutes } from "./health/index.js";
import { openapiRoutes } from "./openapi/index.js";
import { pdfRoutes } from "./pdf/index.js";
import { plansRoutes } from "./plans/index.js";
import { usageRoutes } from "./usage/index.js";
import { batchRoutes } from "./batch/index.js";
import { templatesRoutes } from "./templates/index.js";
import { teamRoutes } from "./team/index.js";
import { webhooksRoutes } from "./webhooks/index.js";
import { brandRoutes } from "./brand/index.js";

/** Every /api/v1 route module. A new resource adds its folder here. */
export const apiRoutes: RouteModule[] = [
  authRoutes,
  plansRoutes,
  pdfRoutes,
  extractionsRoutes,
  healthRoutes,
  openapiRoutes,
  billingRoutes,
  accountRoutes,
  apiKeysRoutes,
  publicApiRoutes,
  usageRoutes,
  batchRoutes,
  templatesRoutes,
  teamRoutes,
  webhooksRoutes,
  brandRoutes,
];
