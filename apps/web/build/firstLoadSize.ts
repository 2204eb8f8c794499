import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** One file of the first load and its gzipped size. */
export interface FirstLoadFile {
  file: string;
  gzipBytes: number;
}

interface ChunkLike {
  type: "chunk";
  isEntry: boolean;
  code: string;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}
interface AssetLike {
  type: "asset";
  source: string | Uint8Array;
}
type BundleLike = Record<string, ChunkLike | AssetLike>;

/**
 * The files a browser must fetch before the landing page can render: the entry chunk, every
 * chunk it imports statically (transitively) and their CSS. Lazy chunks (import()) are left out,
 * which is the point: they load when a screen needs them.
 */
export function firstLoadFiles(bundle: BundleLike): FirstLoadFile[] {
  const seen = new Set<string>();
  const files: FirstLoadFile[] = [];
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    const item = bundle[name];
    if (!item) return;
    if (item.type === "asset") {
      files.push({ file: name, gzipBytes: gzipSync(item.source, { level: 9 }).length });
      return;
    }
    files.push({ file: name, gzipBytes: gzipSync(item.code, { level: 9 }).length });
    for (const css of item.viteMetadata?.importedCss ?? []) visit(css);
    for (const imported of item.imports) visit(imported);
  };
  for (const [name, item] of Object.entries(bundle)) if (item.type === "chunk" && item.isEntry) visit(name);
  return files;
}

/**
 * Most the first load of Home may weigh, gzipped JS + CSS: 100 KiB. Screens, the preview, charts
 * and forms are lazy chunks (routes.tsx, HomePage.tsx) so that a visitor's first page stays light.
 */
export const FIRST_LOAD_BUDGET_BYTES = 100 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Why a first load is over `budget`, naming its largest files; undefined when it fits. */
export function overBudget(files: FirstLoadFile[], budget = FIRST_LOAD_BUDGET_BYTES): string | undefined {
  const total = files.reduce((sum, entry) => sum + entry.gzipBytes, 0);
  if (total <= budget) return undefined;
  const largest = [...files]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .slice(0, 3)
    .map((f) => `${f.file} ${kb(f.gzipBytes)}`)
    .join(", ");
  return (
    `The first load of Home is ${kb(total)} gzipped, over its budget of ${kb(budget)} (largest: ${largest}). ` +
    "Load what the first screen does not show with React.lazy / import() (see apps/web/src/routes.tsx and pages/home/HomePage.tsx)."
  );
}

/**
 * Prints the gzipped size of the first load (JS and CSS) after every production build, and fails
 * the build when it is over FIRST_LOAD_BUDGET_BYTES.
 */
export function firstLoadSizeReport(budget = FIRST_LOAD_BUDGET_BYTES): Plugin {
  return {
    name: "pdftab-first-load-size",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = firstLoadFiles(bundle as unknown as BundleLike);
      const total = files.reduce((sum, entry) => sum + entry.gzipBytes, 0);
      this.info(
        `first load of Home (gzipped JS + CSS, KiB = 1024 bytes): ${kb(total)} in ${files.length} files, budget ${kb(budget)}`,
      );
      for (const entry of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes))
        this.info(`  ${kb(entry.gzipBytes).padStart(9)}  ${entry.file}`);
      const problem = overBudget(files, budget);
      if (problem) this.error(problem);
    },
  };
}
