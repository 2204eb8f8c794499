#!/usr/bin/env node
// Thin shim so the bin link exists before the first build; the command itself lives in dist, as one
// file when the build wrote a fresh one (src/cli-bundle.ts).
import { cliEntry } from "../dist/cli-bundle.js";

const { main, exitWhenReaderGoes } = /** @type {typeof import("../dist/cli-entry.js")} */ (
  await import(cliEntry().href)
);
exitWhenReaderGoes();
process.exitCode = await main(process.argv.slice(2));
