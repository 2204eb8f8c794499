import { type Kysely, type Migration } from "kysely";
import { DEFAULT_PLANS } from "../../plans/defaults.js";

/** A plan added before this column existed (an operator's own) gets this many OCR pages per file. */
const FALLBACK_OCR_PAGES = 5;

/**
 * Scanned pages are read by OCR, which costs far more than a page with text:
 * each plan caps the pages of one file that OCR may read (docs/product.md,
 * Plans). The seeded plans get their defaults; PLANS_JSON can change them.
 */
export const ocrPages: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .alterTable("plans")
      .addColumn("ocr_pages_per_file", "integer", (c) => c.notNull().defaultTo(FALLBACK_OCR_PAGES))
      .execute();
    for (const plan of DEFAULT_PLANS) {
      await db
        .updateTable("plans")
        .set({ ocr_pages_per_file: plan.ocr_pages_per_file })
        .where("id", "=", plan.id)
        .execute();
    }
  },

  async down(db: Kysely<any>) {
    await db.schema.alterTable("plans").dropColumn("ocr_pages_per_file").execute();
  },
};
