import path from "node:path";
import { fileURLToPath } from "node:url";
import { bundleIsFresh } from "../bundle-freshness.js";

/**
 * The engine as one file (`@pdftab/engine/bundle`, which the engine's build writes after `tsc -b`)
 * when it is there and not older than the engine's last TypeScript build, with the path of the same
 * engine as a classic script when that is there too; else undefined, and the
 * extraction thread imports `@pdftab/engine` module by module as before. Loading the engine's
 * ~100 modules one by one cost a one-page `pdftab extract` about 80 ms of CPU more than the one
 * file (packages/cli/README.md, "Start-up cost"). The age check keeps a `tsc -b` without the
 * bundle step (CONTRIBUTING.md's incremental build) from running an engine older than its build.
 */
export function freshEngineBundle(): { bundle: string; script?: string } | undefined {
  let bundle: string;
  try {
    bundle = import.meta.resolve("@pdftab/engine/bundle");
  } catch {
    return undefined;
  }
  const file = fileURLToPath(bundle);
  // dist/bundle/index.js: the engine package's build info is two folders up
  const buildInfo = path.join(path.dirname(file), "../../tsconfig.tsbuildinfo");
  if (!bundleIsFresh(file, buildInfo)) return undefined;
  // the same engine as one classic script, which V8 can cache (engine-script.ts), written by the same step
  const script = path.join(path.dirname(file), ENGINE_SCRIPT);
  return bundleIsFresh(script, buildInfo) ? { bundle, script } : { bundle };
}

/** The engine's one-script bundle, beside `@pdftab/engine/bundle` (the engine's bundle-engine.mjs writes both). */
export const ENGINE_SCRIPT = "engine-script.cjs";
