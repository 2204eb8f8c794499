import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bundleIsFresh } from "./bundle-freshness.js";

describe("bundleIsFresh", () => {
  let folder = "";
  let bundle = "";
  let buildInfo = "";
  beforeEach(() => {
    folder = mkdtempSync(path.join(tmpdir(), "pdftab-bundle-"));
    bundle = path.join(folder, "index.js");
    buildInfo = path.join(folder, "tsconfig.tsbuildinfo");
  });
  const at = (file: string, seconds: number) => {
    writeFileSync(file, "");
    utimesSync(file, seconds, seconds);
  };
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("uses a bundle written after the engine's last TypeScript build", () => {
    at(buildInfo, 1_000);
    at(bundle, 2_000);
    expect(bundleIsFresh(bundle, buildInfo)).toBe(true);
  });

  it("skips a bundle older than the engine's last TypeScript build (tsc -b ran without the bundle step)", () => {
    at(bundle, 1_000);
    at(buildInfo, 2_000);
    expect(bundleIsFresh(bundle, buildInfo)).toBe(false);
  });

  it("skips a missing bundle, and uses one that has no build info beside it", () => {
    at(buildInfo, 1_000);
    expect(bundleIsFresh(bundle, buildInfo)).toBe(false);
    rmSync(buildInfo);
    at(bundle, 1_000);
    expect(bundleIsFresh(bundle, buildInfo)).toBe(true);
  });
});
