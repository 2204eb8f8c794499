import * as mupdf from "mupdf";
import { grownMemory, mupdfMemory, type MupdfMemory } from "./mupdf-memory.js";

/** Takes a path's points as MuPDF.js's `Path.walk` hands them to a walker with these four methods. */
export interface PathPointSink {
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  curveTo(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void;
  closePath(): void;
}

/*
 * MuPDF 1.28's fz_path in its WebAssembly memory, as a page's run hands it over: byte 0 refs, byte 1 how it is
 * packed (0: not packed; display lists pack paths, which this reader leaves to the walk), then in 4-byte words 1..6
 * cmd_len, cmd_cap, cmds, coord_len, coord_cap, coords. Commands are one byte each (MuPDF's fz_path_item_kind, a
 * lower-case letter for "and close"), coordinates 4-byte floats. `replay` sends them as fz_walk_path does for a
 * walker with only moveto, lineto, curveto and closepath, which is what MuPDF.js's walk is. The layout is checked
 * against the walk once per thread (`layoutHolds`).
 */
const UNPACKED = 0;
/** Coordinates each command reads (quadratic curves, which PDF pages do not draw, are left to the walk). */
const COORDS_OF: Readonly<Record<string, number>> = {
  M: 2,
  L: 2,
  D: 0,
  C: 6,
  V: 4,
  Y: 4,
  H: 1,
  I: 1,
  R: 4,
};
const COORDS_BY_BYTE = new Int8Array(256).fill(-1);
for (const [command, coords] of Object.entries(COORDS_OF)) {
  COORDS_BY_BYTE[command.charCodeAt(0)] = coords;
  if (command !== "R") COORDS_BY_BYTE[command.toLowerCase().charCodeAt(0)] = coords;
}
const CLOSE_BIT = 0x20;

let layoutChecked: boolean | undefined;

/**
 * Hands `path`'s points to `sink`, read straight from MuPDF's memory in one
 * loop: MuPDF.js's `Path.walk` calls from WebAssembly into JavaScript once per
 * point (bench/README.md, issue #17). Where the layout does not hold (another
 * MuPDF version), the path does not look like one, is packed (a display
 * list's), or has a command this reader leaves alone, the walk is used.
 */
export function sendPathPoints(path: mupdf.Path, sink: PathPointSink): void {
  if (!pathLayoutHolds() || !pathPointsFromMemory(path.pointer, sink)) path.walk(sink);
}

/** Whether `pathPointsFromMemory` reads what MuPDF.js's walk gives (checked once per thread). */
export function pathLayoutHolds(): boolean {
  layoutChecked ??= layoutHolds();
  return layoutChecked;
}

/** Where a path's commands and coordinates lie in MuPDF's memory (byte offsets) and how many there are. */
interface PathArrays {
  cmds: number;
  cmdLen: number;
  coords: number;
  coordLen: number;
}

/**
 * Reads the points of the Path at `pointer` from MuPDF's memory into `sink`;
 * false, with nothing sent, when the path does not look like MuPDF 1.28's, is
 * packed, or holds a command this reader leaves to the walk.
 */
export function pathPointsFromMemory(pointer: number, sink: PathPointSink): boolean {
  const memory = mupdfMemory();
  if (!memory) return false;
  const arrays = pathArrays(memory, pointer);
  if (!arrays || !commandsCheck(memory.bytes, arrays)) return false;
  replay(memory, arrays, sink);
  return true;
}

/** The arrays of the (unpacked) path at `pointer`, or null when it is packed or they would lie outside the memory. */
function pathArrays({ bytes, words }: MupdfMemory, pointer: number): PathArrays | null {
  if (pointer <= 0 || (pointer & 3) !== 0 || pointer + 28 > bytes.length || bytes[pointer + 1] !== UNPACKED)
    return null;
  const w = pointer >>> 2;
  const cmdLen = words[w + 1]!,
    cmds = words[w + 3]!,
    coordLen = words[w + 4]!,
    coords = words[w + 6]!;
  if (cmdLen < 0 || coordLen < 0) return null;
  if (cmdLen > 0 && (cmds <= 0 || cmds + cmdLen > bytes.length)) return null;
  if (coordLen > 0 && (coords <= 0 || (coords & 3) !== 0 || coords + 4 * coordLen > bytes.length)) return null;
  return { cmds, cmdLen, coords, coordLen };
}

/** Whether every command is one the replay knows and they read exactly the coordinates there are. */
function commandsCheck(bytes: Uint8Array, { cmds, cmdLen, coordLen }: PathArrays): boolean {
  let needed = 0;
  for (let i = 0; i < cmdLen; i++) {
    const n = COORDS_BY_BYTE[bytes[cmds + i]!]!;
    if (n < 0) return false;
    needed += n;
  }
  return needed === coordLen;
}

/** Sends the path's points as MuPDF's fz_walk_path does, the same numbers in the same order. */
function replay(memory: MupdfMemory, { cmds, cmdLen, coords }: PathArrays, sink: PathPointSink): void {
  let { bytes, floats } = memory;
  let k = coords >>> 2;
  let x = 0,
    y = 0,
    sx = 0,
    sy = 0;
  for (let i = 0; i < cmdLen; i++) {
    const cmd = bytes[cmds + i]!;
    const kind = cmd === 0x52 ? cmd : cmd & ~CLOSE_BIT;
    switch (kind) {
      case 0x43: // C: curve
        x = floats[k + 4]!;
        y = floats[k + 5]!;
        sink.curveTo(floats[k]!, floats[k + 1]!, floats[k + 2]!, floats[k + 3]!, x, y);
        k += 6;
        break;
      case 0x56: {
        // V: curve whose first control point is the current point
        const fromX = x,
          fromY = y;
        x = floats[k + 2]!;
        y = floats[k + 3]!;
        sink.curveTo(fromX, fromY, floats[k]!, floats[k + 1]!, x, y);
        k += 4;
        break;
      }
      case 0x59: // Y: curve whose second control point is its end
        x = floats[k + 2]!;
        y = floats[k + 3]!;
        sink.curveTo(floats[k]!, floats[k + 1]!, x, y, x, y);
        k += 4;
        break;
      case 0x4d: // M: move
        x = floats[k]!;
        y = floats[k + 1]!;
        sink.moveTo(x, y);
        k += 2;
        sx = x;
        sy = y;
        break;
      case 0x4c: // L: line
        x = floats[k]!;
        y = floats[k + 1]!;
        sink.lineTo(x, y);
        k += 2;
        break;
      case 0x48: // H: horizontal line
        x = floats[k]!;
        sink.lineTo(x, y);
        k += 1;
        break;
      case 0x49: // I: vertical line
        y = floats[k]!;
        sink.lineTo(x, y);
        k += 1;
        break;
      case 0x44: // D: a line of no length
        sink.lineTo(x, y);
        break;
      case 0x52: {
        // R: rectangle (closed)
        const x0 = floats[k]!,
          y0 = floats[k + 1]!,
          x1 = floats[k + 2]!,
          y1 = floats[k + 3]!;
        x = x0;
        y = y0;
        sink.moveTo(x0, y0);
        sink.lineTo(x1, y0);
        sink.lineTo(x1, y1);
        sink.lineTo(x0, y1);
        sink.closePath();
        sx = x;
        sy = y;
        k += 4;
        break;
      }
    }
    if (cmd !== 0x52 && (cmd & CLOSE_BIT) !== 0) {
      sink.closePath();
      x = sx;
      y = sy;
    }
    // A sink that called into MuPDF may have grown its memory: the path stays put, the views are made again.
    if (bytes.length === 0) ({ bytes, floats } = grownMemory());
  }
}

/**
 * Whether the memory read gives exactly what MuPDF.js's walk gives, on a path
 * made here with every command the replay knows, closed and not. Run once per
 * thread, at its first path.
 */
function layoutHolds(): boolean {
  let path: mupdf.Path | undefined;
  try {
    path = layoutProbe();
    const read = new RecordingPathSink();
    const walked = new RecordingPathSink();
    if (!pathPointsFromMemory(path.pointer, read)) return false;
    path.walk(walked);
    return walked.calls.length > 0 && read.calls.join() === walked.calls.join();
  } catch {
    return false;
  } finally {
    path?.destroy();
  }
}

/**
 * A path of every command the replay knows, each also closed: MuPDF turns
 * lines along an axis into H and I, a line back to where it moved into D,
 * curves whose control point is an end into V and Y.
 */
export function layoutProbe(): mupdf.Path {
  const path = new mupdf.Path();
  path.moveTo(10.5, 20.25);
  path.lineTo(30.75, 20.25);
  path.lineTo(30.75, 40.5);
  path.lineTo(11, 41.125);
  path.curveTo(12, 50, 20, 55, 25, 60);
  path.closePath();
  path.moveTo(100, 100);
  path.lineTo(100, 100);
  path.closePath();
  path.moveTo(5, 5);
  path.curveTo(5, 5, 8, 9, 12, 14);
  path.curveTo(15, 16, 20, 22, 20, 22);
  path.curveToV(30, 31, 32, 33);
  path.curveToY(40, 41, 42, 43);
  path.lineTo(50, 43);
  path.closePath();
  path.moveTo(60, 60);
  path.lineTo(60, 70);
  path.closePath();
  path.moveTo(7, 8);
  path.lineTo(9, 10);
  path.closePath();
  path.moveTo(70, 71);
  path.closePath();
  path.moveTo(80, 80);
  path.curveToV(81, 82, 83, 84);
  path.closePath();
  path.moveTo(90, 90);
  path.curveToY(91, 92, 93, 94);
  path.closePath();
  path.rect(200, 300, 250, 360);
  path.moveTo(1, 2);
  path.lineTo(3, 4);
  return path;
}

/** A sink that writes down everything it is sent, in order (the layout check and tests). */
export class RecordingPathSink implements PathPointSink {
  readonly calls: string[] = [];

  moveTo(x: number, y: number): void {
    this.calls.push(`M ${x} ${y}`);
  }

  lineTo(x: number, y: number): void {
    this.calls.push(`L ${x} ${y}`);
  }

  curveTo(x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): void {
    this.calls.push(`C ${x1} ${y1} ${x2} ${y2} ${x3} ${y3}`);
  }

  closePath(): void {
    this.calls.push("Z");
  }
}
