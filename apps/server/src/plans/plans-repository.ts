import type { Kysely, Selectable } from "kysely";
import type { Database, PlansTable } from "../db/schema.js";
import type { Plan, PlanOverrides } from "./plan.js";

const toPlan = (row: Selectable<PlansTable>): Plan => ({ ...row, max_file_bytes: Number(row.max_file_bytes) });

/** All plans, cheapest first. */
export async function listPlans(db: Kysely<Database>): Promise<Plan[]> {
  const rows = await db.selectFrom("plans").selectAll().orderBy("sort_order").orderBy("id").execute();
  return rows.map(toPlan);
}

/** One plan by id, or undefined. */
export async function findPlan(db: Kysely<Database>, id: string): Promise<Plan | undefined> {
  const row = await db.selectFrom("plans").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toPlan(row);
}

/**
 * Writes PLANS_JSON into the table at start, so the table stays the one
 * source every reader uses. Unknown plan ids become new plans and must then
 * carry every limit.
 */
export async function applyPlanOverrides(db: Kysely<Database>, overrides: PlanOverrides): Promise<void> {
  for (const [id, fields] of Object.entries(overrides)) {
    if (Object.keys(fields).length === 0) continue;
    const existing = await findPlan(db, id);
    if (existing) {
      await db.updateTable("plans").set(fields).where("id", "=", id).execute();
      continue;
    }
    const required = [
      "max_file_bytes",
      "files_per_batch",
      "extractions_per_day",
      "api_calls_per_day",
      "requests_per_minute",
    ] as const;
    const missing = required.filter((f) => fields[f] === undefined);
    if (missing.length) throw new Error(`PLANS_JSON: new plan "${id}" needs ${missing.join(", ")}`);
    const count = (await listPlans(db)).length;
    await db
      .insertInto("plans")
      .values({
        id,
        name: fields.name ?? id,
        seats: 1,
        contact_sales: false,
        sort_order: count,
        price_monthly_usd: null,
        price_yearly_usd: null,
        ...(fields as Required<Pick<Plan, (typeof required)[number]>>),
      })
      .execute();
  }
}
