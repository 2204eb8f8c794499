import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests run against the sources of sibling packages, so no build is needed between edits. */
const alias = [
  // Test support (generated PDFs, the corpus gate) for every package's tests; not built or published.
  // Built as well (packages/engine/tsconfig.json "files"): the bench makes its scanned copies with it.
  { find: /^@pdftab\/engine\/testing\/scan$/, replacement: here("./packages/engine/src/testing/scan.ts") },
  { find: /^@pdftab\/engine\/testing$/, replacement: here("./packages/engine/src/testing/index.ts") },
  { find: /^@pdftab\/engine$/, replacement: here("./packages/engine/src/index.ts") },
  { find: /^@pdftab\/engine\/hostile$/, replacement: here("./packages/engine/src/hostile/index.ts") },
  { find: /^@pdftab\/engine\/input$/, replacement: here("./packages/engine/src/input.ts") },
  { find: /^@pdftab\/engine\/wasm$/, replacement: here("./packages/engine/src/wasm/index.ts") },
  { find: /^@pdftab\/engine\/stopped-pages$/, replacement: here("./packages/engine/src/stopped-pages.ts") },
  { find: /^@pdftab\/export$/, replacement: here("./packages/export/src/index.ts") },
  { find: /^@pdftab\/export\/extract-info$/, replacement: here("./packages/export/src/json/extract-info.ts") },
  {
    find: /^@pdftab\/export\/extract-info-writer$/,
    replacement: here("./packages/export/src/json/extract-info-writer.ts"),
  },
  { find: /^@pdftab\/export\/format$/, replacement: here("./packages/export/src/export-format.ts") },
  { find: /^@pdftab\/export\/csv$/, replacement: here("./packages/export/src/csv/to-csv.ts") },
  { find: /^@pdftab\/export\/csv-delimiter$/, replacement: here("./packages/export/src/csv/csv-delimiter.ts") },
];

const nodeProject = (name: string, dir: string) => ({
  resolve: { alias },
  test: {
    name,
    root: here(dir),
    include: ["src/**/*.test.ts"],
    environment: "node" as const,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    passWithNoTests: false,
    // One line at the start when the public corpus is absent and the tests about it are skipped.
    globalSetup: [here("./packages/engine/src/testing/corpus-notice.ts")],
    projects: [
      nodeProject("engine", "./packages/engine"),
      nodeProject("export", "./packages/export"),
      nodeProject("cli", "./packages/cli"),
      nodeProject("server", "./apps/server"),
      nodeProject("bench", "./bench"),
      "./apps/web",
    ],
  },
});
