/** The parts of a V8 CPU profile (`.cpuprofile`, or the inspector's `Profiler.stop`) read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time (ms) and share of all samples, for one function or one stage. */
export interface SelfTime {
  name: string;
  ms: number;
  share: number;
}

/** Where the samples of a profile fell: the hottest functions and every stage. */
export interface ProfileSummary {
  totalMs: number;
  functions: SelfTime[];
  stages: SelfTime[];
}

/** MuPDF.js's glue and its WebAssembly: the work the bare pass does too. */
export const MUPDF_STAGE = "mupdf (js+wasm)";

/**
 * The stage a frame belongs to: the engine folder of its file (`reader`,
 * `text`, `stream`, ...; a file at the top of the engine's `src` by its own
 * name), MuPDF.js, garbage collection, or the rest (V8's builtins, Node, the
 * bench itself).
 */
export function stageOf(url: string, functionName: string): string {
  const engine = /packages\/engine\/(?:dist|src)\/(?:bundle\/)?(.*)$/u.exec(url);
  if (engine) {
    const parts = engine[1]!.split("/");
    return parts.length > 1 ? parts[0]! : parts[0]!.replace(/\.[jt]s$/u, "");
  }
  if (/mupdf/u.test(url) || url.startsWith("wasm://")) return MUPDF_STAGE;
  if (functionName === "(garbage collector)") return "(gc)";
  if (functionName === "(idle)" || functionName === "(program)") return functionName;
  return "(other)";
}

/** A frame's name for the function list: its name, and its file (from the engine's folder on) and line. */
function frameName(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  const file = frame.url.replace(/^.*packages\/engine\/(?:dist|src)\//u, "").replace(/^.*node_modules\//u, "");
  return `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
}

/**
 * Sums a profile's self time by function and by stage (see `stageOf`),
 * hottest first; `top` limits the function list.
 */
export function summariseProfile(profile: CpuProfile, top = 10): ProfileSummary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let totalUs = 0;
  const functions = new Map<string, number>();
  const stages = new Map<string, number>();
  const add = (m: Map<string, number>, key: string, us: number) => m.set(key, (m.get(key) ?? 0) + us);
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    totalUs += us;
    add(functions, frameName(frame), us);
    add(stages, stageOf(frame.url, frame.functionName), us);
  }
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => ({ name, ms: us / 1000, share: totalUs > 0 ? us / totalUs : 0 }));
  return { totalMs: totalUs / 1000, functions: list(functions).slice(0, top), stages: list(stages) };
}
