import { type Kysely, type Migration } from "kysely";

/**
 * A Business workspace's own logo (docs/product.md, White-label): the image
 * bytes (PNG or JPEG, at most 256 KB, checked by the route) with their type
 * and when they changed (the logo URL carries it, so browsers fetch a new
 * logo at once). Small enough to live in the row: no file store round trip.
 */
export const workspaceLogo: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("workspaces")
      .addColumn("logo", "bytea")
      .addColumn("logo_type", "text")
      .addColumn("logo_updated_at", "timestamptz")
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema
      .alterTable("workspaces")
      .dropColumn("logo")
      .dropColumn("logo_type")
      .dropColumn("logo_updated_at")
      .execute();
  },
};
