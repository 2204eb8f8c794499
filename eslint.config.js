// Lint rules for the whole repository: `npm run lint` (also run by .ci/run).
// Syntax-level rules only (no type-aware rules) so a lint of the whole tree stays fast on two cores;
// `npm run typecheck` covers what the type checker knows.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/build-output/**",
      "**/node_modules/**",
      "**/coverage/**",
      "**/test-results/**",
      "**/playwright-report/**",
      "**/*.d.ts",
      "apps/web/src/api/generated/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // Names, sheet names and XML text are cleaned of control characters on purpose.
      "no-control-regex": "off",
    },
  },
  {
    // A migration must not depend on today's table types, so it takes Kysely<any> (Kysely's own advice).
    files: ["apps/server/src/db/migrations/**", "apps/server/src/**/migration-*.test.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    // The detectors' lists are built by mapList / mapNumbers (packages/engine/src/flatten.ts), not Array.prototype.map:
    // V8's map gives optimised and interpreted callers lists of different kinds, and each kind met late threw a
    // function's optimised code away (bench/README.md, issue #17). Once per document (stitching, the result) is exempt.
    files: ["packages/engine/src/{confidence,geometry,lattice,pipeline,reader,stream,text}/**/*.ts"],
    ignores: ["**/*.test.ts", "packages/engine/src/pipeline/{extract-tables,read-ahead,result-from-pages,stitch}.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='map']",
          message:
            "Build the list with mapList or mapNumbers (src/flatten.ts): map's list kind differs once optimised.",
        },
      ],
    },
  },
  {
    files: ["apps/web/public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
);
