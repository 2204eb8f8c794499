import { writeFile } from "node:fs/promises";
import path from "node:path";
import * as mupdf from "mupdf";
import type { CorpusEntry } from "../corpus/entry.js";
import type { BuiltFixture, Fixture } from "./fixture.js";

/** A fixture's JSON: the corpus format (with `stitched_tables` for multi-page tables). */
export type FixtureEntry = CorpusEntry;

const TOOL_SOURCE: Record<Fixture["tool"], string> = {
  "pdf-writer": "bench/src/pdf (pdftab's tiny PDF writer)",
  chromium: "HTML printed by headless Chromium (bench/src/generate/chromium.ts)",
  libreoffice: "spreadsheet converted by LibreOffice Calc (bench/src/generate/libreoffice.ts)",
};

/** The corpus-format entry of a built fixture. */
export function fixtureEntry(fixture: Fixture, built: BuiltFixture): FixtureEntry {
  const pdfPages = mupdf.Document.openDocument(built.pdf, "application/pdf").countPages();
  return {
    file: `${fixture.name}.pdf`,
    source: `pdftab:bench/src/generate (${TOOL_SOURCE[fixture.tool]})`,
    license: "AGPL-3.0-or-later",
    kind: fixture.kind,
    tables: built.tables,
    partial: false,
    annotated_pages: null,
    pdf_pages: pdfPages,
    truth: "the generator's source data",
    truth_type: "generated-source",
    hints: {},
    notes: fixture.notes,
    ...(fixture.fixtureClass ? { fixture_class: fixture.fixtureClass } : {}),
    ...(built.stitched ? { stitched_tables: built.stitched } : {}),
  };
}

/** Writes NAME.pdf and NAME.json into `dir`. */
export async function writeFixture(dir: string, fixture: Fixture, built: BuiltFixture): Promise<FixtureEntry> {
  const entry = fixtureEntry(fixture, built);
  await writeFile(path.join(dir, `${fixture.name}.pdf`), built.pdf);
  await writeFile(path.join(dir, `${fixture.name}.json`), JSON.stringify(entry, null, 1) + "\n");
  return entry;
}
