import { FIXTURE_CLASSES, type Fixture } from "./fixture.js";
import type { FixtureEntry } from "./write-fixture.js";

/** bench/fixtures/INDEX.md: one row per generated fixture, like the corpus's index. */
export function fixturesIndex(rows: Array<{ fixture: Fixture; entry: FixtureEntry }>): string {
  const lines = [
    "# Generated fixtures",
    "",
    "Made by `npm run -w @pdftab/bench generate` (bench/src/generate). Expected tables come from the",
    "generator's source data, never from pdftab's output. Same JSON format as the shared corpus",
    "(see its INDEX.md), plus `stitched_tables` for tables that continue over pages.",
    "",
    "Fixtures with a class stand for one layout class (`fixture_class` in their JSON);",
    "`bench:accuracy` prints a figure per class:",
    "",
    ...Object.entries(FIXTURE_CLASSES).map(([name, what]) => `- \`${name}\`: ${what}`),
    "",
    "| file | kind | class | tool | #tables | pages | what it exercises |",
    "| --- | --- | --- | --- | ---: | ---: | --- |",
    ...rows.map(
      ({ fixture, entry }) =>
        `| ${entry.file} | ${entry.kind} | ${fixture.fixtureClass ?? ""} | ${fixture.tool} | ${entry.tables.length} | ${entry.pdf_pages ?? ""} | ${fixture.notes} |`,
    ),
  ];
  return lines.join("\n") + "\n";
}
