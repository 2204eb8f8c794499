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

/** Prints the gzipped size of the first load (JS and CSS) after every production build. */
export function firstLoadSizeReport(): Plugin {
  return {
    name: "pdftab-first-load-size",
    apply: "build",
    generateBundle(_options, bundle) {
      const files = firstLoadFiles(bundle as unknown as BundleLike);
      const total = files.reduce((sum, entry) => sum + entry.gzipBytes, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      this.info(`first load of Home (gzipped JS + CSS, KiB = 1024 bytes): ${kb(total)} in ${files.length} files`);
      for (const entry of [...files].sort((a, b) => b.gzipBytes - a.gzipBytes)) this.info(`  ${kb(entry.gzipBytes).padStart(9)}  ${entry.file}`);
    },
  };
}
