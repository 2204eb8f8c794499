/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vite";
import { firstLoadSizeReport } from "./build/firstLoadSize";
import { precompress } from "./build/precompress";

/**
 * react-router's package exports only its development build, dev-only warnings included, so a
 * production build aliases it to the production build it ships beside it: about 0.5 KiB less of
 * Home's first load, which has a budget (README.md), and no developer warnings in users' consoles.
 */
const routerPackage = createRequire(import.meta.url).resolve("react-router/package.json");
const routerProduction = path.join(path.dirname(routerPackage), "dist/production/index.mjs");

export default defineConfig(({ mode }) => ({
  resolve: mode === "production" ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  plugins: [react(), tailwindcss(), firstLoadSizeReport(), precompress()],
  // Every browser the app supports has modulepreload; the polyfill would only weigh on the first load.
  build: { modulePreload: { polyfill: false } },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
  test: {
    name: "web",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "build/**/*.test.ts"],
    setupFiles: ["src/test/setup.ts"],
    testTimeout: 30_000,
  },
}));
