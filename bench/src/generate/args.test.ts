import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { generateUsage, parseGenerateArgs } from "./args.js";

const NAMES = ["gen_zebra", "html_zebra"];
const FIXTURES = [
  { name: "gen_zebra", kind: "stream", tool: "pdf-writer" },
  { name: "html_zebra", kind: "mixed", tool: "chromium" },
];

describe("parseGenerateArgs", () => {
  it("asks for the usage on --help or -h, wherever it stands, instead of naming it an unknown fixture", () => {
    expect(parseGenerateArgs(["--help"], NAMES)).toEqual({ help: true });
    expect(parseGenerateArgs(["-h"], NAMES)).toEqual({ help: true });
    expect(parseGenerateArgs(["gen_zebra", "--help"], NAMES)).toEqual({ help: true });
  });

  it("takes fixture names (none: every fixture) and refuses other options and unknown names", () => {
    expect(parseGenerateArgs([], NAMES)).toEqual({ help: false, only: [] });
    expect(parseGenerateArgs(["html_zebra", "gen_zebra"], NAMES)).toEqual({
      help: false,
      only: ["html_zebra", "gen_zebra"],
    });
    expect(() => parseGenerateArgs(["--all"], NAMES)).toThrow("BENCH_USAGE: unknown option --all; see --help");
    expect(() => parseGenerateArgs(["gen_zebr"], NAMES)).toThrow("BENCH_USAGE: unknown fixture gen_zebr; see --help");
  });
});

describe("generateUsage", () => {
  it("says how to call it and lists every fixture with its kind and tool", () => {
    const usage = generateUsage(FIXTURES);
    expect(usage).toMatch(/^usage: node bench\/dist\/generate\.js \[NAME \.\.\.\]/);
    expect(usage).toContain("-h, --help");
    expect(usage).toContain("fixtures (2):");
    expect(usage).toMatch(/^ {2}gen_zebra {3}stream +pdf-writer$/m);
    expect(usage).toMatch(/^ {2}html_zebra {2}mixed +chromium$/m);
  });
});

describe("generate.js --help", () => {
  it("prints the usage with every fixture and exits 0, writing nothing", async () => {
    const script = fileURLToPath(new URL("../generate.ts", import.meta.url));
    // exits 0, or execFile rejects; a run that wrote fixtures would print their lines instead
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", script, "--help"]);
    expect(stdout).toMatch(/^usage: node bench\/dist\/generate\.js/);
    expect(stdout).toMatch(/^ {2}gen_zebra +stream +pdf-writer$/m);
    expect(stdout).not.toContain("table(s)");
  }, 60_000);
});
