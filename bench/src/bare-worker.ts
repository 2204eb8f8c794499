/**
 * The bare MuPDF.js pass as a whole process (import MuPDF, read the file,
 * load every page, walk every glyph and path): what `pdftab extract` is
 * compared with, start-up included. Prints the counts as one JSON line.
 * Usage: node bench/dist/bare-worker.js FILE.pdf
 */
import { readFile } from "node:fs/promises";
import { barePass } from "./speed/bare-pass.js";

const file = process.argv[2];
if (!file) throw new Error("BENCH_USAGE: node bench/dist/bare-worker.js FILE.pdf");
console.log(JSON.stringify(barePass(new Uint8Array(await readFile(file)))));
