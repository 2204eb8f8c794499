import type { CorpusKind, ExpectedTable, StitchedTable } from "../corpus/entry.js";

/** What building a fixture yields: the PDF and its expected tables from the source data. */
export interface BuiltFixture {
  pdf: Uint8Array;
  /** One entry per table part per page (the bench runs without stitching). */
  tables: ExpectedTable[];
  /** For multi-page tables: how they read when stitched (stitch: true). */
  stitched?: StitchedTable[];
}

/** A generated test PDF: how it is made and what it is for. */
export interface Fixture {
  name: string;
  kind: CorpusKind;
  /** The tool that turns the source into a PDF. */
  tool: "pdf-writer" | "chromium" | "libreoffice";
  /** What the fixture exercises. */
  notes: string;
  build: () => Promise<BuiltFixture>;
}
