import { describe, expect, it } from "vitest";
import { nodeStartLine, startCostVariablesSet, timedProcessEnv } from "./process-env.js";

describe("timedProcessEnv", () => {
  it("drops the start-cost variables and keeps everything else", () => {
    const env = { NODE_EXTRA_CA_CERTS: "/etc/ssl/bundle.crt", PATH: "/usr/bin", TZ: "UTC" };
    const clean = timedProcessEnv(env);
    expect(clean).toEqual({ PATH: "/usr/bin", TZ: "UTC" });
    // the caller's environment is left as it was
    expect(env.NODE_EXTRA_CA_CERTS).toBe("/etc/ssl/bundle.crt");
  });

  it("names the variables an environment sets", () => {
    expect(startCostVariablesSet({ NODE_EXTRA_CA_CERTS: "x" })).toEqual(["NODE_EXTRA_CA_CERTS"]);
    expect(startCostVariablesSet({ PATH: "/usr/bin" })).toEqual([]);
  });
});

describe("nodeStartLine", () => {
  it("prints the difference and both medians", () => {
    const line = nodeStartLine({ variables: ["NODE_EXTRA_CA_CERTS"], withMs: 112.4, withoutMs: 24.2, rounds: 7 });
    expect(line).toContain("NODE_EXTRA_CA_CERTS set here adds 88 ms");
    expect(line).toContain("112 vs 24 ms");
  });
});
