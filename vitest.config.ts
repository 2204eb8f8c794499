import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Tests run against the sources of sibling packages, so no build is needed between edits. */
const alias = [
  { find: /^@pdftab\/engine$/, replacement: here("./packages/engine/src/index.ts") },
  { find: /^@pdftab\/export$/, replacement: here("./packages/export/src/index.ts") },
  { find: /^@pdftab\/export\/extract-info$/, replacement: here("./packages/export/src/json/extract-info.ts") },
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
