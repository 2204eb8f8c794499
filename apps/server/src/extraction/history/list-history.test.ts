import { CompiledQuery, type CompiledQuery as Compiled, type KyselyPlugin } from "kysely";
import { expect, it } from "vitest";
import { describeEachDatabase, registerUser } from "../../test/test-app.js";
import { listHistory } from "./list-history.js";

/** A plan node of EXPLAIN (ANALYZE, FORMAT JSON). */
interface PlanNode {
  "Node Type": string;
  "Actual Loops": number;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describeEachDatabase("listHistory's query plan", {}, (t) => {
  it("computes the history's statistics once, not once per row of the page", async () => {
    const { user } = await registerUser(t().app);
    const db = t().database.db;
    await db
      .insertInto("extractions")
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          user_id: user.id,
          workspace_id: user.workspace_id,
          filename: `f${i}.pdf`,
          file_size: 1,
          storage_key: null,
          status: "completed" as const,
          table_count: 2,
          expires_at: new Date(Date.now() + 86_400_000),
        })),
      )
      .execute();
    // the page's own query, as listHistory sends it: the last one plugins see (subqueries come
    // through them first, as they are built)
    let page: Compiled | undefined;
    const capture: KyselyPlugin = {
      transformQuery: (args) => {
        page = db.getExecutor().compileQuery(args.node, args.queryId);
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const captured = db.withPlugin(capture);
    const listed = await listHistory(captured, user.workspace_id, { limit: 100, offset: 0 });
    expect(listed.records).toHaveLength(30);
    expect(listed.stats.totalTables).toBe(60);

    const explained = await db.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] | string }>(
      CompiledQuery.raw(`explain (analyze, format json) ${page!.sql}`, [...page!.parameters]),
    );
    const raw = explained.rows[0]!["QUERY PLAN"];
    const plan = (typeof raw === "string" ? JSON.parse(raw) : raw)[0].Plan as PlanNode;
    // the statistics' aggregate and the one that makes the page one JSON array
    const aggregates = nodes(plan).filter((n) => n["Node Type"] === "Aggregate");
    expect(aggregates).toHaveLength(2);
    expect(aggregates.map((n) => n["Actual Loops"])).toEqual([1, 1]);
  });
});
