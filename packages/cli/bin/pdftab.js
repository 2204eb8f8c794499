#!/usr/bin/env node
// Thin shim so the bin link exists before the first build; the command itself lives in dist.
import { main } from "../dist/main.js";
import { exitWhenReaderGoes } from "../dist/reader-gone.js";

exitWhenReaderGoes();
process.exitCode = await main(process.argv.slice(2));
