import type * as mupdf from "mupdf";

/**
 * A colour as a 0..1 grey level (0 black, 1 white), whatever its colour space.
 * Separation and DeviceN values are ink tints (1 = full ink), so they count as
 * dark; indexed colours are treated as mid grey since their palette is unknown.
 * `typeCache` (one per page pass) remembers colour space types by native pointer.
 */
export function greyLevel(
  colorspace: mupdf.ColorSpace | null | undefined,
  color: readonly number[],
  typeCache: Map<number, string> = new Map(),
): number {
  if (color.length === 0) return 0;
  return greyOfType(safeType(colorspace, typeCache), color);
}

/**
 * `greyLevel` for a colour space whose type (`ColorSpace.getType()`) is
 * already known: a raw device call has the colour space's pointer only, and
 * its type from an earlier call's `typeCache`.
 */
export function greyOfType(type: string, color: readonly number[]): number {
  const n = color.length;
  if (n === 0) return 0;
  if (type === "Separation" || type === "DeviceN") return clamp(1 - Math.max(...color));
  if (type === "Indexed") return 0.5;
  if (type === "Lab") return clamp((color[0] ?? 0) / 100);
  if (n === 1) return clamp(color[0] ?? 0);
  if (n === 3) return clamp(0.3 * (color[0] ?? 0) + 0.59 * (color[1] ?? 0) + 0.11 * (color[2] ?? 0));
  if (n === 4) {
    const ink = 0.3 * (color[0] ?? 0) + 0.59 * (color[1] ?? 0) + 0.11 * (color[2] ?? 0) + (color[3] ?? 0);
    return clamp(1 - ink);
  }
  return 0.5;
}

function safeType(colorspace: mupdf.ColorSpace | null | undefined, typeCache: Map<number, string>): string {
  if (!colorspace) return "";
  const key = (colorspace as unknown as { pointer: number }).pointer;
  let type = typeCache.get(key);
  if (type === undefined) {
    try {
      type = String(colorspace.getType());
    } catch {
      type = "";
    }
    typeCache.set(key, type);
  }
  return type;
}

function clamp(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}
