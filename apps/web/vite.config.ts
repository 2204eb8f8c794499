/// <reference types="vitest/config" />
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { firstLoadSizeReport } from "./build/firstLoadSize";
import { precompress } from "./build/precompress";

export default defineConfig({
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
});
