import { describe, expect, it } from "vitest";
import { MUPDF_STAGE, stageOf, summariseProfile, type CpuProfile } from "./profile-stages.js";

const frame = (functionName: string, url: string, lineNumber = 0) => ({ functionName, url, lineNumber });

describe("profile stages", () => {
  it("files a frame under its engine folder, MuPDF.js, garbage collection or the rest", () => {
    expect(stageOf("file:///r/packages/engine/dist/stream/edges.js", "clusterEdges")).toBe("stream");
    expect(stageOf("file:///r/packages/engine/dist/bundle/text/lines.js", "buildLines")).toBe("text");
    expect(stageOf("file:///r/packages/engine/dist/flatten.js", "flatMapList")).toBe("flatten");
    expect(stageOf("file:///r/node_modules/mupdf/dist/mupdf.js", "show_glyph")).toBe(MUPDF_STAGE);
    expect(stageOf("wasm://wasm/mupdf-wasm.wasm-1", "pdf_lex")).toBe(MUPDF_STAGE);
    expect(stageOf("", "(garbage collector)")).toBe("(gc)");
    expect(stageOf("node:internal/x", "push")).toBe("(other)");
  });

  it("sums self time by function and by stage, hottest first", () => {
    const profile: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame("(root)", ""), children: [2, 4] },
        { id: 2, callFrame: frame("detect", "file:///r/packages/engine/dist/stream/index.js", 9), children: [3] },
        { id: 3, callFrame: frame("clusterEdges", "file:///r/packages/engine/dist/stream/edges.js", 19) },
        { id: 4, callFrame: frame("(garbage collector)", "") },
      ],
      // Sample ids with the time since the sample before (µs): 3 ms in clusterEdges, 1 in detect, 4 in GC.
      samples: [3, 2, 4, 3, 3],
      timeDeltas: [1000, 1000, 4000, 1000, 1000],
    };
    const summary = summariseProfile(profile, 2);
    expect(summary.totalMs).toBe(8);
    expect(summary.functions.map((f) => [f.name, f.ms])).toEqual([
      ["(garbage collector) :1", 4],
      ["clusterEdges stream/edges.js:20", 3],
    ]);
    expect(summary.stages.map((s) => [s.name, s.share])).toEqual([
      ["stream", 0.5],
      ["(gc)", 0.5],
    ]);
  });
});
