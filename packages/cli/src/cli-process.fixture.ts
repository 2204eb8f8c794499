import { spawnSync, type SpawnSyncReturns } from "node:child_process";
import { fileURLToPath } from "node:url";

/** The built command (`bin/pdftab.js` over `dist/`, as `npm run build` leaves it), for tests that need a process of its own. */
export const PDFTAB_BIN = fileURLToPath(new URL("../bin/pdftab.js", import.meta.url));

/** Runs `pdftab ARGS` in a process of its own, standard output and error collected, `input` on standard input. */
export function runPdftab(args: readonly string[], input = ""): SpawnSyncReturns<Buffer> {
  return spawnSync(process.execPath, [PDFTAB_BIN, ...args], { input, timeout: 60_000 });
}

/**
 * Runs `pdftab ARGS` with a shell's redirection of its standard output: `>&-` closes it (a spawned
 * process's "ignore" is /dev/null, not a closed descriptor, so the shell does the closing).
 */
export function runPdftabRedirected(redirection: string, args: readonly string[]): SpawnSyncReturns<Buffer> {
  return spawnSync("sh", ["-c", `exec "$0" "$@" ${redirection}`, process.execPath, PDFTAB_BIN, ...args], {
    timeout: 60_000,
  });
}
