import type { ColumnType, Generated } from "kysely";

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/**
 * A registered endpoint (migrations 0100, 0130): it belongs to a workspace;
 * `user_id` is who registered it (null once that account is gone). `secret`
 * signs every delivery and is shown once, when it is made.
 */
export interface WebhooksTable {
  id: Generated<string>;
  workspace_id: string;
  user_id: string | null;
  url: string;
  /** The event names it receives, as a JSON array. */
  events: ColumnType<string[], string, string>;
  secret: string;
  description: Generated<string>;
  enabled: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Where a delivery stands: tries left (pending), answered 2xx (succeeded), or out of tries (failed). */
export type DeliveryStatus = "pending" | "succeeded" | "failed";

/** One event sent to one endpoint; `body` is the exact JSON every try sends (and signs). */
export interface WebhookDeliveriesTable {
  id: Generated<string>;
  webhook_id: string;
  event: string;
  body: string;
  status: DeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: NullableTime;
  last_status_code: ColumnType<number | null, number | null | undefined, number | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  completed_at: NullableTime;
}

/** One try of a delivery: the endpoint's status code (null when none came) and how long it took. */
export interface WebhookAttemptsTable {
  id: Generated<string>;
  delivery_id: string;
  attempt: number;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  started_at: ColumnType<Date, Date | string, Date | string>;
}
