import { statSync, type PathLike } from "node:fs";

/**
 * Whether the bundle file exists and was written no earlier than the TypeScript build info (a
 * package without build info, as installed from a registry, has only its bundle to go by). The
 * engine's bundle for the extraction thread (supervise/engine-bundle.ts) and the command's own
 * (cli-bundle.ts) are picked by it, so a `tsc -b` without the bundle step never runs an older build.
 */
export function bundleIsFresh(bundleFile: PathLike, buildInfoFile: PathLike): boolean {
  const bundle = statSync(bundleFile, { throwIfNoEntry: false });
  if (!bundle) return false;
  const built = statSync(buildInfoFile, { throwIfNoEntry: false });
  return !built || bundle.mtimeMs >= built.mtimeMs;
}
