import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ruledTablePdf } from "@pdftab/engine/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliEntryUrl } from "./cli-bundle.js";

describe("cliEntryUrl", () => {
  let folder = "";
  let dist: URL;
  let cliInfo: URL;
  let exportInfo: URL;
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "pdftab-cli-bundle-"));
    mkdirSync(path.join(folder, "dist", "bundle"), { recursive: true });
    dist = pathToFileURL(path.join(folder, "dist") + path.sep);
    cliInfo = new URL("../cli.tsbuildinfo", dist);
    exportInfo = new URL("../export.tsbuildinfo", dist);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const at = (file: URL, seconds: number) => {
    writeFileSync(file, "");
    utimesSync(file, seconds, seconds);
  };
  const bundle = () => new URL("bundle/pdftab.js", dist);
  const entry = () => cliEntryUrl(dist, [cliInfo, exportInfo]).href;

  it("loads the bundle when it was written after both packages' TypeScript builds", () => {
    at(cliInfo, 1_000);
    at(exportInfo, 1_500);
    at(bundle(), 2_000);
    expect(entry()).toBe(bundle().href);
  });

  it("loads the modules when either package was built after the bundle (tsc -b ran without the bundle step)", () => {
    at(bundle(), 2_000);
    at(cliInfo, 3_000);
    at(exportInfo, 1_000);
    expect(entry()).toBe(new URL("cli-entry.js", dist).href);
    at(cliInfo, 1_000);
    at(exportInfo, 3_000);
    expect(entry()).toBe(new URL("cli-entry.js", dist).href);
  });

  it("loads the modules without a bundle, and the bundle when no build info is beside it (an installed package)", () => {
    at(cliInfo, 1_000);
    expect(entry()).toBe(new URL("cli-entry.js", dist).href);
    rmSync(cliInfo);
    at(bundle(), 1_000);
    expect(entry()).toBe(bundle().href);
  });
});

// The bundle as `npm run build` writes it (bundle-cli.mjs), run beside the modules it is made of: the paths its
// modules take from import.meta.url (the package's version, the worker thread's file) must hold from the bundle's folder.
const built = new URL("../dist/", import.meta.url);
const builtBundle = new URL("bundle/pdftab.js", built);
describe.skipIf(!existsSync(builtBundle))("the command's bundle", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "pdftab-cli-bundle-run-"));
  const pdf = path.join(folder, "ruled.pdf");
  writeFileSync(pdf, ruledTablePdf().bytes);
  // a script file, not --eval: the worker thread inherits the process's options, and --input-type is refused there
  const runner = path.join(folder, "run.mjs");
  writeFileSync(
    runner,
    "const { main } = await import(process.argv[2]); process.exitCode = await main(process.argv.slice(3));",
  );
  const run = (entry: URL, args: string[]) =>
    spawnSync(process.execPath, [runner, entry.href, ...args], { timeout: 60_000, encoding: "utf8" });
  const modules = new URL("cli-entry.js", built);

  it("prints the package's version and extracts a table as the modules do", () => {
    for (const args of [["--version"], ["extract", pdf, "--format", "json"], ["extract", pdf, "--format", "csv"]]) {
      const fromBundle = run(builtBundle, args);
      const fromModules = run(modules, args);
      expect(fromBundle.stderr).toBe(fromModules.stderr);
      expect(fromBundle.status).toBe(0);
      expect(fromBundle.stdout).toBe(fromModules.stdout);
    }
    expect(run(builtBundle, ["--version"]).stdout).toMatch(/^pdftab \d+\.\d+\.\d+\n$/);
    expect(run(builtBundle, ["extract", pdf, "--format", "csv"]).stdout).toContain('Region,"Units\nsold",Revenue');
  });
});
