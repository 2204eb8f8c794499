import type { Migration, MigrationProvider } from "kysely";
import { accounts } from "./0001-accounts.js";
import { plans } from "./0002-plans.js";
import { extractions } from "./0003-extractions.js";
import { billing } from "./0010-billing.js";
import { apiKeys } from "./0020-api-keys.js";
import { batches } from "./0040-batches.js";
import { retention } from "./0060-retention.js";
import { batchLeases } from "./0070-batch-leases.js";
import { templates } from "./0080-templates.js";
import { loginThrottleCounters } from "./0090-login-throttle-counters.js";
import { webhooks } from "./0100-webhooks.js";
import { teamWorkspaces } from "./0110-team-workspaces.js";
import { ocrPages } from "./0120-ocr-pages.js";
import { workspaceWebhooks } from "./0130-workspace-webhooks.js";
import { workspaceLogo } from "./0135-workspace-logo.js";
import { readPathIndexes } from "./0145-read-path-indexes.js";
import { batchAttempts } from "./0150-batch-attempts.js";
import { stripeEventOrder } from "./0160-stripe-event-order.js";
import { workspaceBrandName } from "./0170-workspace-brand-name.js";
import { templateNames } from "./0180-template-names.js";
import { emailChangeTokens } from "./0190-email-change-tokens.js";
import { batchRetryReservations } from "./0200-batch-retry-reservations.js";

/**
 * Every migration, in order. To change the schema: add a file
 * `NNNN-what-it-does.ts` exporting a Migration, list it here under its file
 * name, and extend db/schema.ts. Never edit a migration that has shipped.
 */
const migrations: Record<string, Migration> = {
  "0001-accounts": accounts,
  "0002-plans": plans,
  "0003-extractions": extractions,
  "0010-billing": billing,
  "0020-api-keys": apiKeys,
  "0040-batches": batches,
  "0060-retention": retention,
  "0070-batch-leases": batchLeases,
  "0080-templates": templates,
  "0090-login-throttle-counters": loginThrottleCounters,
  "0100-webhooks": webhooks,
  "0110-team-workspaces": teamWorkspaces,
  "0120-ocr-pages": ocrPages,
  "0130-workspace-webhooks": workspaceWebhooks,
  "0135-workspace-logo": workspaceLogo,
  "0145-read-path-indexes": readPathIndexes,
  "0150-batch-attempts": batchAttempts,
  "0160-stripe-event-order": stripeEventOrder,
  "0170-workspace-brand-name": workspaceBrandName,
  "0180-template-names": templateNames,
  "0190-email-change-tokens": emailChangeTokens,
  "0200-batch-retry-reservations": batchRetryReservations,
};

/** Kysely migration provider reading the list above (no filesystem scan, so it works from dist/). */
export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
