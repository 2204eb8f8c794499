import type { ColumnType, Generated } from "kysely";
import type { BatchesTable, BatchFilesTable } from "../batch/batch-tables.js";
import type { WebhookAttemptsTable, WebhookDeliveriesTable, WebhooksTable } from "../webhooks/webhook-tables.js";

/** A timestamp column the database fills in by default. */
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

/**
 * The tables as Kysely sees them. Add a table here together with the
 * migration (db/migrations/) that creates it.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_reset_tokens: OneTimeTokensTable;
  email_confirmation_tokens: OneTimeTokensTable;
  email_change_tokens: EmailChangeTokensTable;
  oauth_accounts: OAuthAccountsTable;
  oauth_states: OAuthStatesTable;
  plans: PlansTable;
  extractions: ExtractionsTable;
  api_keys: ApiKeysTable;
  rate_limit_counters: RateLimitCountersTable;
  stripe_events: StripeEventsTable;
  batches: BatchesTable;
  batch_files: BatchFilesTable;
  templates: TemplatesTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  workspace_invitations: WorkspaceInvitationsTable;
  webhooks: WebhooksTable;
  webhook_deliveries: WebhookDeliveriesTable;
  webhook_attempts: WebhookAttemptsTable;
}

/** A role in a workspace: the owner (one, pays), admins (invite and remove), members (use). */
export type WorkspaceRole = "owner" | "admin" | "member";

/** A team workspace (migration 0110); its plan is its owner's plan. */
export interface WorkspacesTable {
  id: Generated<string>;
  name: string;
  owner_id: string;
  created_at: CreatedAt;
  /** A Business workspace's own logo (migration 0135): PNG or JPEG bytes, null when none. */
  logo: ColumnType<Buffer | null, Buffer | null | undefined, Buffer | null>;
  logo_type: ColumnType<string | null, string | null | undefined, string | null>;
  logo_updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the owner or an admin gave it a name of its own (migration 0170); null while it keeps its default name. */
  name_set_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Who works in which workspace: one row per user (a user is in exactly one workspace). */
export interface WorkspaceMembersTable {
  user_id: string;
  workspace_id: string;
  role: WorkspaceRole;
  joined_at: CreatedAt;
}

/** An e-mailed invitation; only the SHA-256 of its token is stored. */
export interface WorkspaceInvitationsTable {
  id: Generated<string>;
  workspace_id: string;
  email: string;
  role: "admin" | "member";
  token_hash: string;
  invited_by: string | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
  accepted_at: Timestamp | null;
}

export interface UsersTable {
  id: Generated<string>;
  /** Stored trimmed and lower-cased; unique. */
  email: string;
  full_name: string;
  avatar_url: Generated<string>;
  subscription_tier: Generated<string>;
  /** Argon2id hash; null for accounts created through OAuth only. */
  password_hash: string | null;
  email_confirmed_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** Stripe customer of a user who bought a plan (billing portal, subscription events). */
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The subscription whose events change this user's plan. */
  stripe_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Creation time of the Stripe event applied last to the subscription; older events change nothing. */
  stripe_event_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Stripe's status of that subscription as of that event (`active`, `past_due`, `canceled`, ...). */
  stripe_subscription_status: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
}

/** A pending change of an account's e-mail address (migration 0190); only the token's hash is stored. */
export interface EmailChangeTokensTable extends OneTimeTokensTable {
  /** Trimmed and lower-cased, as users.email. */
  new_email: string;
}

/** Shared shape of single-use, expiring, hashed e-mail tokens. */
export interface OneTimeTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

/** One row per failed sign-in, read by the throttle. */
export interface OAuthAccountsTable {
  provider: string;
  provider_user_id: string;
  user_id: string;
  created_at: CreatedAt;
}

export interface OAuthStatesTable {
  state: string;
  provider: string;
  code_verifier: string;
  expires_at: Timestamp;
}

export interface PlansTable {
  id: string;
  name: string;
  /** bigint: drivers return it as a string, the plans repository converts. */
  max_file_bytes: ColumnType<string | number, number, number>;
  files_per_batch: number;
  extractions_per_day: number;
  api_calls_per_day: number;
  requests_per_minute: number;
  /** Added by 0120-ocr-pages. */
  ocr_pages_per_file: Generated<number>;
  price_monthly_usd: number | null;
  price_yearly_usd: number | null;
  seats: number;
  contact_sales: boolean;
  sort_order: number;
  /** Webhooks are part of the plan (migration 0100). */
  integrations: Generated<boolean>;
}

/** One single-file extraction (history row). */
export interface ExtractionsTable {
  id: Generated<string>;
  /** Who ran it (migration 0110: the row belongs to `workspace_id`). */
  user_id: string;
  workspace_id: string;
  /** Sanitised client file name, for display only. */
  filename: string;
  /** bigint: drivers return it as a string, the repository converts. */
  file_size: ColumnType<string | number, number, number>;
  /** Key of the uploaded PDF in the file store; null once deleted. */
  storage_key: string | null;
  status: "processing" | "completed" | "failed";
  error_code: string | null;
  error_message: string | null;
  /** The extraction settings the client chose (pages, method, stitch; never the password). */
  settings: ColumnType<unknown, string | undefined, string>;
  page_count: number | null;
  /** Pages the extraction reads (the selection); known shortly after the start. */
  pages_total: number | null;
  pages_done: Generated<number>;
  table_count: Generated<number>;
  total_rows: Generated<number>;
  /** The detector behind most tables ("none" without tables). */
  method: string | null;
  average_confidence: number | null;
  /** The engine's tables (JSON), edited ones once the user saved edits. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  /** Pages that failed or ran out of time while the rest returned: [{page, code, message}]. */
  page_errors: ColumnType<unknown, string | undefined, string>;
  edited: Generated<boolean>;
  created_at: CreatedAt;
  completed_at: Timestamp | null;
  expires_at: Timestamp;
  /** When the retention sweep deleted the PDF and the tables (migration 0060); null while they are stored. */
  expired_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When the current run (the upload's, or a re-extraction's) started; null for the upload's own run (then created_at). Migration 0080. */
  run_started_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The engine's per-page warnings of the stored tables: [{page, code, message}] (migration 0080). */
  warnings: ColumnType<unknown, string | undefined, string>;
}

/** A user's saved template (migration 0080): `body` is the validated template JSON, `name` repeated for listing. */
export interface TemplatesTable {
  id: Generated<string>;
  /** Who saved it; the template belongs to `workspace_id` (migration 0110). */
  user_id: string;
  workspace_id: string;
  name: string;
  body: ColumnType<unknown, string, string>;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A user's API key: only its public prefix, last 4 characters and SHA-256 hash are stored. */
export interface ApiKeysTable {
  id: Generated<string>;
  /** Who created it; the key acts in `workspace_id` while that user is a member there (migration 0110). */
  user_id: string;
  workspace_id: string;
  name: string;
  prefix: string;
  last4: string;
  hash: string;
  created_at: CreatedAt;
  last_used_at: Timestamp | null;
  expires_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

/** Fixed-window counter: `bucket` names user and kind (e.g. "rpm:<user>"), one row per window. */
export interface RateLimitCountersTable {
  bucket: string;
  window_start: Timestamp;
  count: number;
}

/** Stripe webhook events already handled; a replayed event id is acknowledged, not applied again. */
export interface StripeEventsTable {
  id: string;
  type: string;
  received_at: CreatedAt;
}
