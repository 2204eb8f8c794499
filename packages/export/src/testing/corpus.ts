import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Table } from "@pdftab/engine";
import type { ExportFile } from "../model.js";
import { table } from "./fixtures.js";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../../../..");

/** The shared corpus: PDFTAB_CORPUS_DIR, else <repo root>/../shared/corpus; null when absent. */
export function corpusDir(): string | null {
  const dir = process.env.PDFTAB_CORPUS_DIR ?? resolve(repoRoot, "../shared/corpus");
  return existsSync(join(dir, "INDEX.md")) ? dir : null;
}

/** The corpus's ground-truth tables as export input (one file per PDF, first row as header). */
export function corpusFiles(dir: string): ExportFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const doc = JSON.parse(readFileSync(join(dir, name), "utf8")) as {
        file: string;
        tables: { page: number; cells: string[][] }[];
      };
      const perPage = new Map<number, number>();
      const tables: Table[] = doc.tables
        .filter((t) => t.cells.length > 0)
        .map((t) => {
          const index = perPage.get(t.page) ?? 0;
          perPage.set(t.page, index + 1);
          return table(t.cells, { page: t.page, index, headerRows: 1 });
        });
      return { fileName: doc.file, tables };
    });
}
