import type { Kysely, Migration } from "kysely";
import { DEFAULT_PLANS } from "../../plans/defaults.js";

/** The plans table, seeded with the defaults of docs/product.md, Plans. */
export const plans: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable("plans")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("max_file_bytes", "bigint", (c) => c.notNull())
      .addColumn("files_per_batch", "integer", (c) => c.notNull())
      .addColumn("extractions_per_day", "integer", (c) => c.notNull())
      .addColumn("api_calls_per_day", "integer", (c) => c.notNull())
      .addColumn("requests_per_minute", "integer", (c) => c.notNull())
      .addColumn("price_monthly_usd", "integer")
      .addColumn("price_yearly_usd", "integer")
      .addColumn("seats", "integer", (c) => c.notNull())
      .addColumn("contact_sales", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("sort_order", "integer", (c) => c.notNull())
      .execute();
    // Only the columns created here: later migrations fill the columns they add (0100's integrations, 0120's ocr_pages_per_file).
    await db
      .insertInto("plans")
      .values(DEFAULT_PLANS.map(({ integrations: _integrations, ocr_pages_per_file: _ocrPages, ...p }) => ({ ...p })))
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable("plans").execute();
  },
};
