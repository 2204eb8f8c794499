import { bundleIsFresh } from "./bundle-freshness.js";

/**
 * The module `bin/pdftab.js` loads the command from: `dist/bundle/pdftab.js`, the command's own
 * modules and `@pdftab/export`'s as one file with its lazily loaded parts as chunks
 * (bundle-cli.mjs), when it is there and not older than the TypeScript build of either package;
 * else `dist/cli-entry.js`, and Node loads the modules one by one as before. The command's thread
 * loaded about 70 modules on its way to a page, and Node reads, compiles and links an ES module
 * graph file by file: with the bundle a one-page `pdftab extract` took 50-70 ms less CPU and
 * started the engine's thread sooner (packages/cli/README.md, "The command as one file"). The age
 * check keeps a `tsc -b` without the bundle step (CONTRIBUTING.md's incremental build) from running
 * a command older than its build.
 *
 * `distUrl` is the URL of the package's `dist/` folder, `buildInfos` the paths of the TypeScript
 * build info files the bundle was made from (a package installed from a registry has none, and
 * only the bundle to go by).
 */
export function cliEntryUrl(distUrl: URL, buildInfos: readonly URL[]): URL {
  const bundle = new URL("bundle/pdftab.js", distUrl);
  return buildInfos.every((info) => bundleIsFresh(bundle, info)) ? bundle : new URL("cli-entry.js", distUrl);
}

/** This package's `dist/` folder and the build infos of the packages its bundle holds (the CLI's and `@pdftab/export`'s). */
export function cliEntry(): URL {
  const dist = new URL("./", import.meta.url);
  return cliEntryUrl(dist, [
    new URL("../tsconfig.tsbuildinfo", dist),
    new URL("../../export/tsconfig.tsbuildinfo", dist),
  ]);
}
