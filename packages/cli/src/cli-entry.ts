/**
 * What `bin/pdftab.js` runs: the command line and the handler that ends it when standard output
 * goes. The entry of the command's one-file bundle too (bundle-cli.mjs), which the binary loads
 * instead when it is fresh (cli-bundle.ts).
 */
export { main } from "./main.js";
export { exitWhenReaderGoes } from "./reader-gone.js";
