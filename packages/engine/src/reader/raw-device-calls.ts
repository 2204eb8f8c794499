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
  fillText(text: number, ctm: number, ...paint: Paint): boolean;
  strokeText(text: number, stroke: number, ctm: number, ...paint: Paint): boolean;
  ignoreText(text: number, ctm: number): boolean;
  fillPath(path: number, evenOdd: number, ctm: number, ...paint: Paint): boolean;
  strokePath(path: number, stroke: number, ctm: number, ...paint: Paint): boolean;
}

/** How a fill or stroke is painted: its colour space, how many colour values, where they are, its opacity. */
type Paint = [colorspace: number, colorCount: number, color: number, alpha: number];

type GlueCall = (id: number, ...args: number[]) => unknown;
/** A raw call as the wrappers below make it: seven arguments, whatever its own parameters. */
type AnyRawCall = (...args: number[]) => boolean;

/*
 * MuPDF.js 1.28 reaches a JavaScript device through one object, `globalThis.$libmupdf_device`, whose methods
 * its WebAssembly side looks up on every call with the device's id first (`fill_text(id, text, ctm, ...)`), and
 * each method wraps its pointers in objects registered with a finalizer before calling the device's callbacks.
 * On a table-heavy page that is some 250 calls, two or three such objects each, and the wrapping was a
 * twentieth of a warm extraction (bench/README.md, issue #17). These are the methods taken over, the raw call
 * each goes to, and the number of parameters each must have for the pointers to mean what `RawDeviceCalls`
 * says; any other shape leaves the glue as it is.
 */
const TAKEN = [
  ["fill_text", "fillText", 7],
  ["stroke_text", "strokeText", 8],
  ["ignore_text", "ignoreText", 3],
  ["fill_path", "fillPath", 8],
  ["stroke_path", "strokePath", 8],
] as const satisfies readonly (readonly [string, keyof RawDeviceCalls, number])[];
const HELPERS = [
  ["begin_layer", 2],
  ["drop_device", 1],
] as const;
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
  for (const [name, , params] of TAKEN) if (!shaped(name, params)) return false;
  for (const [name, params] of HELPERS) if (!shaped(name, params)) return false;
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
  // Each wrapper takes seven arguments after the id (the most any of the five has) and hands all seven on, not a
  // rest list, which would be an array made per call; those past a method's own parameters are undefined, unread.
  for (const [name, method] of TAKEN) {
    const passOn = original(name);
    methods[name] = function (
      this: unknown,
      id: number,
      a: number,
      b: number,
      c: number,
      d: number,
      e: number,
      f: number,
      g: number,
    ) {
      const calls = bound.get(id);
      if (calls !== undefined && (calls[method] as AnyRawCall)(a, b, c, d, e, f, g)) return;
      return passOn.call(this, id, a, b, c, d, e, f, g);
    };
  }
  return true;
}
