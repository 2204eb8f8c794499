import { PGlite } from "@electric-sql/pglite";
import { openDatabase, migrateToLatest } from "./dist/db/index.js";
let t = Date.now();
const p = new PGlite(); await p.waitReady; console.log("pglite ready", Date.now() - t); t = Date.now();
const p2 = new PGlite(); await p2.waitReady; console.log("2nd pglite ready", Date.now() - t); t = Date.now();
const h = await openDatabase({ kind: "pglite", dir: undefined }); console.log("open", Date.now() - t); t = Date.now();
await migrateToLatest(h); console.log("migrate", Date.now() - t); t = Date.now();
const dump = await p.dumpDataDir("none"); console.log("dump", Date.now() - t, dump.size); t = Date.now();
const p3 = new PGlite({ loadDataDir: dump }); await p3.waitReady; console.log("load from dump", Date.now() - t);
