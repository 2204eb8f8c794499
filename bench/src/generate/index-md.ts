import type { Fixture } from "./fixture.js";
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
    "| file | kind | tool | #tables | pages | what it exercises |",
    "| --- | --- | --- | ---: | ---: | --- |",
    ...rows.map(
      ({ fixture, entry }) =>
        `| ${entry.file} | ${entry.kind} | ${fixture.tool} | ${entry.tables.length} | ${entry.pdf_pages ?? ""} | ${fixture.notes} |`,
    ),
  ];
  return lines.join("\n") + "\n";
}
