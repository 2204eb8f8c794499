import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import type { LoadedEntry } from "../corpus/load.js";
import type { ExtractTables } from "../engine.js";
import { scannedPdf } from "@pdftab/engine/testing/scan";
import { SCAN_VARIANTS, type ScanVariant } from "../scan/variants.js";
import { scoreDocument, summarize, tableToGrid, type Summary } from "../score/index.js";
import type { FileSet } from "./run-file.js";

/** One file under one variant: its score and how long the engine took. */
interface VariantRun {
  name: string;
  set: FileSet;
  variant: string;
  score: ReturnType<typeof scoreDocument>;
  seconds: number;
  pages: number;
}

/**
 * The engine's `pages` option for a file's annotated pages, or undefined (every page) when the
 * truth covers every page. Only those pages are scored (score/document.ts), and OCR costs seconds
 * a page, so a 16-page report annotated on page 1 reads one page, not sixteen.
 */
export function scoredPagesOption(entry: Pick<LoadedEntry, "annotated_pages">): string | undefined {
  return entry.annotated_pages?.length ? entry.annotated_pages.join(",") : undefined;
}

/** Adjacency F1 per variant (born-digital, then each scanned copy) over the same files. */
export interface ScannedFigures {
  variants: Record<string, Summary & { secondsPerPage: number }>;
  files: { name: string; set: FileSet; f1: Record<string, number> }[];
}

/**
 * Scores each file as born-digital and as each scanned copy (`variants`, by default SCAN_VARIANTS:
 * rendered to images, worn, wrapped as image-only PDFs; same expected
 * tables), with OCR on auto. `log` gets one line per file.
 */
export async function scannedAccuracy(
  entries: { set: FileSet; entry: LoadedEntry }[],
  extractTables: ExtractTables,
  log: (line: string) => void,
  variants: readonly ScanVariant[] = SCAN_VARIANTS,
): Promise<ScannedFigures> {
  const runs: VariantRun[] = [];
  const files: ScannedFigures["files"] = [];
  for (const { set, entry } of entries) {
    const born = new Uint8Array(await readFile(entry.pdfPath));
    const f1: Record<string, number> = {};
    for (const variant of [null, ...variants]) {
      const name = variant?.name ?? "born";
      const pdf = variant ? scannedPdf(born, variant.options) : born;
      const started = performance.now();
      let tables: Awaited<ReturnType<ExtractTables>>["tables"] = [];
      let pages = 0;
      try {
        // a wide OCR budget: this measures accuracy, not the server's budget, and a busy machine is slow
        const result = await extractTables(pdf, {
          ocr: { mode: "auto", pageTimeoutMs: 600_000 },
          pageTimeoutMs: 600_000,
          pages: scoredPagesOption(entry),
        });
        tables = result.tables;
        pages = result.pages.length;
      } catch {
        // scored as nothing found
      }
      const score = scoreDocument(
        entry,
        tables.map((t) => ({ page: t.page, grid: tableToGrid(t) })),
      );
      runs.push({ name: entry.name, set, variant: name, score, seconds: (performance.now() - started) / 1000, pages });
      f1[name] = score.tables.length ? score.tables.reduce((n, t) => n + t.f1, 0) / score.tables.length : 0;
    }
    files.push({ name: entry.name, set, f1 });
    log(
      `${set === "generated" ? "gen " : ""}${entry.name.padEnd(40)} ${Object.entries(f1)
        .map(([k, v]) => `${k} ${v.toFixed(2)}`)
        .join("  ")}`,
    );
  }
  const perVariant: ScannedFigures["variants"] = {};
  for (const name of ["born", ...variants.map((v) => v.name)]) {
    const mine = runs.filter((r) => r.variant === name);
    const pages = mine.reduce((n, r) => n + r.pages, 0);
    perVariant[name] = {
      ...summarize(mine),
      secondsPerPage: pages ? mine.reduce((n, r) => n + r.seconds, 0) / pages : 0,
    };
  }
  return { variants: perVariant, files };
}

/** The summary block: F1 per variant and its distance from born-digital. */
export function scannedSummary(figures: ScannedFigures): string {
  const born = figures.variants["born"]?.meanF1 ?? 0;
  return Object.entries(figures.variants)
    .map(
      ([name, s]) =>
        `${name.padEnd(14)} F1 ${s.meanF1.toFixed(2)}  (${(s.meanF1 - born >= 0 ? "+" : "") + (s.meanF1 - born).toFixed(2)} vs born)  exact ${s.exact}/${s.tables}  ${s.secondsPerPage.toFixed(1)} s/page`,
    )
    .join("\n");
}
