import { sql, type Kysely, type Migration } from "kysely";

/** A template name's longest length (the engine's parseTemplate). */
const MAX_NAME = 200;

/**
 * One name per template in a workspace, compared trimmed and in any case (docs/api.md, "Templates
 * and how fields combine"): a unique index on (workspace_id, lower(btrim(name))) makes two saves
 * of one name arriving together fail at the database, not only at the route's check. Names that
 * were saved twice before get " (2)", " (3)", ... (the oldest keeps its name), in the column and
 * in the stored template, so the index can be built and every template stays reachable by name.
 */
export const templateNames: Migration = {
  async up(db: Kysely<any>) {
    const { rows } = await sql<Row>`
      SELECT id, workspace_id, name, lower(btrim(name)) AS key FROM templates
      WHERE workspace_id IN (
        SELECT workspace_id FROM templates GROUP BY workspace_id, lower(btrim(name)) HAVING count(*) > 1
      )
      ORDER BY workspace_id, created_at, id
    `.execute(db);
    // names compared as the index compares them: the database's lower(), not JavaScript's
    const keyOf = async (name: string) =>
      (await sql<{ key: string }>`SELECT lower(btrim(${name}::text)) AS key`.execute(db)).rows[0]!.key;
    for (const { id, name } of await renamesOf(rows, keyOf))
      await sql`
        UPDATE templates SET name = ${name}, body = jsonb_set(body, '{name}', to_jsonb(${name}::text))
        WHERE id = ${id}
      `.execute(db);
    await sql`CREATE UNIQUE INDEX templates_workspace_name ON templates (workspace_id, lower(btrim(name)))`.execute(db);
  },

  async down(db: Kysely<any>) {
    await sql`DROP INDEX templates_workspace_name`.execute(db);
  },
};

type Row = { id: string; workspace_id: string; name: string; key: string };

/** The new names of the rows (oldest first per workspace) whose name an earlier row already has. */
async function renamesOf(
  rows: Row[],
  keyOf: (name: string) => Promise<string>,
): Promise<{ id: string; name: string }[]> {
  const taken = new Map<string, Set<string>>();
  for (const row of rows) taken.set(row.workspace_id, (taken.get(row.workspace_id) ?? new Set()).add(row.key));
  const seen = new Set<string>();
  const renames: { id: string; name: string }[] = [];
  for (const row of rows) {
    const first = `${row.workspace_id}\n${row.key}`;
    if (!seen.has(first)) {
      seen.add(first);
      continue;
    }
    const names = taken.get(row.workspace_id)!;
    let n = 2;
    while (names.has(await keyOf(numbered(row.name, n)))) n++;
    const name = numbered(row.name, n);
    names.add(await keyOf(name));
    renames.push({ id: row.id, name });
  }
  return renames;
}

/** "Invoice (2)", the name cut so that the whole stays within MAX_NAME characters. */
function numbered(name: string, n: number): string {
  const suffix = ` (${n})`;
  return `${name
    .trim()
    .slice(0, MAX_NAME - suffix.length)
    .trimEnd()}${suffix}`;
}
