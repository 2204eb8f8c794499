// Writes dist/bundle/pdftab.js: the built command (dist/cli-entry.js and every module it imports,
// `@pdftab/export`'s too) as one file, with the parts it imports on demand (each command, the xlsx
// writer, ...) as chunks beside it. Node loads an ES module graph file by file (resolve, read,
// compile, link each), and the command's thread loaded about 70 of them on its way to a page; the
// binary loads this file instead when it is fresh (src/cli-bundle.ts; packages/cli/README.md, "The
// command as one file"). `@pdftab/engine` and every other package stay imports: the engine's
// modules find MuPDF's and tesseract's files relative to where they are. The worker thread's own
// file (dist/supervise/extract-worker.js) is not in it: the thread loads it by its path.
// Run after `tsc -b` (npm run build does both).
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

// a file path, not the URL's pathname: that keeps a space in a folder's name as %20
const dist = fileURLToPath(new URL("./dist/", import.meta.url));
const outdir = path.join(dist, "bundle");

/** Packages stay imports, except `@pdftab/export`, whose modules are bundled with the command's. */
const packagesExternal = {
  name: "packages-external",
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === "@pdftab/export" || args.path.startsWith("@pdftab/export/")
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * `import.meta.url` in a module of this package's dist/ (the worker's file beside extract-thread.js, the package's
 * package.json above main.js) becomes that module's own URL, computed from the chunk's: every chunk
 * sits in dist/bundle/, so the path from there to the module holds wherever the package is installed.
 */
const ownImportMetaUrl = {
  name: "own-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      const source = await readFile(args.path, "utf8");
      if (!source.includes("import.meta.url")) return undefined;
      // from another package's folder the path would hold only in this repository's layout
      if (!args.path.startsWith(dist)) throw new Error(`${args.path} uses import.meta.url: keep its package external`);
      const fromBundle = path.relative(outdir, args.path).split(path.sep).join("/");
      const own = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll("import.meta.url", own), loader: "js" };
    });
  },
};

// chunks of an earlier build are not left beside this one's
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: { pdftab: path.join(dist, "cli-entry.js") },
  outdir,
  bundle: true,
  splitting: true,
  chunkNames: "chunk-[hash]",
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  plugins: [packagesExternal, ownImportMetaUrl],
});
