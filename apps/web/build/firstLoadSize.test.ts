import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { FIRST_LOAD_BUDGET_BYTES, firstLoadFiles, firstLoadSizeReport, overBudget } from "./firstLoadSize";

/** Text that gzip cannot shrink much: `bytes` of pseudo-random letters. */
function noise(bytes: number, seed = 1): string {
  let x = seed;
  let out = "";
  for (let i = 0; i < bytes; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += String.fromCharCode(97 + (x % 26));
  }
  return out;
}

const chunk = (code: string, imports: string[] = [], css: string[] = [], isEntry = false) => ({
  type: "chunk" as const,
  isEntry,
  code,
  imports,
  viteMetadata: { importedCss: new Set(css) },
});
const asset = (source: string) => ({ type: "asset" as const, source });

describe("first-load size", () => {
  const bundle = {
    "assets/index.js": chunk(noise(2000, 1), ["assets/shared.js"], ["assets/index.css"], true),
    "assets/shared.js": chunk(noise(1000, 2)),
    "assets/index.css": asset(noise(500, 3)),
    "assets/LazyPage.js": chunk(noise(50_000, 4), ["assets/shared.js"]),
  };

  it("counts the entry, what it imports statically and its CSS, not the lazy chunks", () => {
    const files = firstLoadFiles(bundle);
    expect(files.map((f) => f.file).sort()).toEqual(["assets/index.css", "assets/index.js", "assets/shared.js"]);
    expect(files.find((f) => f.file === "assets/shared.js")?.gzipBytes).toBe(
      gzipSync(bundle["assets/shared.js"].code, { level: 9 }).length,
    );
  });

  it("fails the build above the 100 KiB budget, naming the largest files, and passes below it", () => {
    expect(FIRST_LOAD_BUDGET_BYTES).toBe(100 * 1024);
    const files = firstLoadFiles(bundle);
    const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
    expect(overBudget(files, total)).toBeUndefined();
    expect(overBudget(files, total - 1)).toMatch(
      /^The first load of Home is [\d.]+ KiB gzipped, over its budget of [\d.]+ KiB \(largest: assets\/index\.js /,
    );

    const run = (budget: number) => {
      const lines: string[] = [];
      const plugin = firstLoadSizeReport(budget);
      const context = {
        info: (m: string) => lines.push(m),
        error: (m: string): never => {
          throw new Error(m);
        },
      };
      (plugin.generateBundle as unknown as (this: typeof context, o: unknown, b: unknown) => void).call(
        context,
        {},
        bundle,
      );
      return lines;
    };
    expect(run(total)[0]).toMatch(
      /^first load of Home \(gzipped JS \+ CSS, KiB = 1024 bytes\): [\d.]+ KiB in 3 files, budget [\d.]+ KiB$/,
    );
    expect(() => run(total - 1)).toThrow(/over its budget/);
  });
});
