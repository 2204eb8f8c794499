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
