import type * as mupdf from "mupdf";

/**
 * A device's text and path calls as MuPDF's WebAssembly side makes them:
 * pointers into MuPDF's memory (the Text or Path, the matrix, the colour
 * space, the colour values, the stroke state), borrowed for the length of the
 * call. Each returns true when it took the call; false sends the same call on
 * to MuPDF.js, which wraps the arguments and calls the device's callbacks, so
 * anything a raw call cannot read is left to those.
 */
export interface RawDeviceCalls {
  fillText(text: number, ctm: number, colorspace: number, colorCount: number, color: number, alpha: number): boolean;
  strokeText(
    text: number,
    stroke: number,
    ctm: number,
    colorspace: number,
    colorCount: number,
    color: number,
    alpha: number,
  ): boolean;
  ignoreText(text: number, ctm: number): boolean;
  fillPath(
    path: number,
    evenOdd: number,
    ctm: number,
    colorspace: number,
    colorCount: number,
    color: number,
    alpha: number,
  ): boolean;
  strokePath(
    path: number,
    stroke: number,
    ctm: number,
    colorspace: number,
    colorCount: number,
    color: number,
    alpha: number,
  ): boolean;
}

type GlueCall = (id: number, ...args: number[]) => unknown;

/*
 * MuPDF.js 1.28 reaches a JavaScript device through one object, `globalThis.$libmupdf_device`, whose methods
 * its WebAssembly side looks up on every call with the device's id first (`fill_text(id, text, ctm, ...)`), and
 * each method wraps its pointers in objects registered with a finalizer before calling the device's callbacks.
 * On a table-heavy page that is some 250 calls, two such objects each, and the wrapping was a twentieth of a warm
 * extraction (bench/README.md, issue #17). These are the methods taken over, with the number of parameters each
 * must have for the pointers to mean what `RawDeviceCalls` says; any other shape leaves the glue as it is.
 */
const TAKEN = {
  fill_text: 7,
  stroke_text: 8,
  ignore_text: 3,
  fill_path: 8,
  stroke_path: 8,
} as const satisfies Record<string, number>;
const HELPERS = { begin_layer: 2, drop_device: 1 } as const satisfies Record<string, number>;
/** The layer name the binding call sends; never drawn (the call is not passed on). */
const BINDING_LAYER = "pdftab raw device calls";

/** Raw calls by device id, for the devices bound in this thread. */
const bound = new Map<number, RawDeviceCalls>();
let installed: boolean | undefined;
let binding: RawDeviceCalls | null = null;
let bindingTaken = false;

/**
 * Routes `device`'s text and path calls to `calls` before MuPDF.js wraps
 * them (each call `calls` declines still reaches the device's callbacks).
 * False, with the device left as it was, where MuPDF.js's glue does not have
 * the shape this relies on. The binding ends when the device is dropped.
 */
export function bindRawDeviceCalls(device: mupdf.Device, calls: RawDeviceCalls): boolean {
  installed ??= install();
  if (!installed) return false;
  // The glue tells a method which device it is for only by an id MuPDF.js keeps to itself, so one harmless
  // call is made on the device and the id it arrives with is the one bound.
  binding = calls;
  bindingTaken = false;
  try {
    device.beginLayer(BINDING_LAYER);
  } finally {
    binding = null;
  }
  if (bindingTaken) device.endLayer();
  return bindingTaken;
}

/** How many devices of this thread have raw calls bound (tests: a dropped device leaves none behind). */
export function boundDeviceCount(): number {
  return bound.size;
}

function install(): boolean {
  const glue: unknown = (globalThis as { $libmupdf_device?: unknown }).$libmupdf_device;
  if (typeof glue !== "object" || glue === null) return false;
  const methods = glue as Record<string, unknown>;
  const shaped = (name: string, params: number) => {
    const method = methods[name];
    return typeof method === "function" && method.length === params;
  };
  for (const [name, params] of Object.entries({ ...TAKEN, ...HELPERS })) if (!shaped(name, params)) return false;
  const original = (name: string) => methods[name] as GlueCall;

  const beginLayer = original("begin_layer");
  methods["begin_layer"] = function (this: unknown, id: number, name: number) {
    if (binding) {
      bound.set(id, binding);
      binding = null;
      bindingTaken = true;
      return;
    }
    return beginLayer.call(this, id, name);
  };
  const dropDevice = original("drop_device");
  methods["drop_device"] = function (this: unknown, id: number) {
    bound.delete(id);
    return dropDevice.call(this, id);
  };

  const fillText = original("fill_text");
  methods["fill_text"] = function (
    this: unknown,
    id: number,
    t: number,
    m: number,
    cs: number,
    n: number,
    c: number,
    a: number,
  ) {
    if (bound.get(id)?.fillText(t, m, cs, n, c, a)) return;
    return fillText.call(this, id, t, m, cs, n, c, a);
  };
  const strokeText = original("stroke_text");
  methods["stroke_text"] = function (
    this: unknown,
    id: number,
    t: number,
    s: number,
    m: number,
    cs: number,
    n: number,
    c: number,
    a: number,
  ) {
    if (bound.get(id)?.strokeText(t, s, m, cs, n, c, a)) return;
    return strokeText.call(this, id, t, s, m, cs, n, c, a);
  };
  const ignoreText = original("ignore_text");
  methods["ignore_text"] = function (this: unknown, id: number, t: number, m: number) {
    if (bound.get(id)?.ignoreText(t, m)) return;
    return ignoreText.call(this, id, t, m);
  };
  const fillPath = original("fill_path");
  methods["fill_path"] = function (
    this: unknown,
    id: number,
    p: number,
    eo: number,
    m: number,
    cs: number,
    n: number,
    c: number,
    a: number,
  ) {
    if (bound.get(id)?.fillPath(p, eo, m, cs, n, c, a)) return;
    return fillPath.call(this, id, p, eo, m, cs, n, c, a);
  };
  const strokePath = original("stroke_path");
  methods["stroke_path"] = function (
    this: unknown,
    id: number,
    p: number,
    s: number,
    m: number,
    cs: number,
    n: number,
    c: number,
    a: number,
  ) {
    if (bound.get(id)?.strokePath(p, s, m, cs, n, c, a)) return;
    return strokePath.call(this, id, p, s, m, cs, n, c, a);
  };
  return true;
}
