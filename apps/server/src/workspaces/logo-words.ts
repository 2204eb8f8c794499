/**
 * What a refused workspace logo is, said in the answer (docs/api.md, White-label): "This file is
 * not an image", "This file is a GIF image", ..., each naming what is accepted. The web app says
 * the same words before uploading (apps/web/src/pages/team/logoRefusal.ts): keep the two alike.
 */

/** What is accepted, closing every refusal. */
const ACCEPTED = "The logo must be a PNG or JPEG image";

/** Image types people try as a logo, by the name they know them by. */
const IMAGE_NAMES: Readonly<Record<string, string>> = {
  "image/gif": "a GIF image",
  "image/webp": "a WebP image",
  "image/bmp": "a BMP image",
  "image/tiff": "a TIFF image",
  "image/avif": "an AVIF image",
  "image/heic": "a HEIC image",
  "image/heif": "a HEIC image",
  "image/x-icon": "an icon (ICO)",
  "image/vnd.microsoft.icon": "an icon (ICO)",
};

/** The refusal of a logo that is `what` ("not an image", "a GIF image", "an SVG image", "empty", "a form"). */
export function logoRefusalMessage(what: string): string {
  if (what === "an SVG image") return `This file is an SVG image, which can carry scripts. ${ACCEPTED}.`;
  if (what === "a form") return `This request is a multipart form; send the image itself as the body. ${ACCEPTED}.`;
  return `This file is ${what}. ${ACCEPTED}.`;
}

/** The refusal of a logo over `maxKb`. */
export function logoTooLargeMessage(maxKb: number): string {
  return `This file is larger than ${maxKb} KB. ${ACCEPTED} of at most ${maxKb} KB.`;
}

/** What a body sent with this Content-Type is, when the type alone refuses it (the body is not read). */
export function logoWhatOfType(contentType: string): string {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "image/svg+xml") return "an SVG image";
  if (type.startsWith("multipart/")) return "a form";
  if (type.startsWith("image/")) return IMAGE_NAMES[type] ?? `an image of type ${type}`;
  return "not an image";
}

const startsWith = (bytes: Buffer, at: number, text: string) =>
  bytes.length >= at + text.length && bytes.toString("latin1", at, at + text.length) === text;

/** What a logo's bytes are, when they are neither PNG nor JPEG: by their first bytes, as `logoTypeOf` reads them. */
export function logoWhatOfBytes(bytes: Buffer): string {
  if (bytes.length === 0) return "empty";
  if (startsWith(bytes, 0, "GIF8")) return IMAGE_NAMES["image/gif"]!;
  if (startsWith(bytes, 0, "RIFF") && startsWith(bytes, 8, "WEBP")) return IMAGE_NAMES["image/webp"]!;
  if (startsWith(bytes, 0, "BM")) return IMAGE_NAMES["image/bmp"]!;
  if (startsWith(bytes, 0, "II*\0") || startsWith(bytes, 0, "MM\0*")) return IMAGE_NAMES["image/tiff"]!;
  if (startsWith(bytes, 0, "\0\0\u0001\0")) return IMAGE_NAMES["image/x-icon"]!;
  if (startsWith(bytes, 4, "ftypavi")) return IMAGE_NAMES["image/avif"]!;
  if (startsWith(bytes, 4, "ftyphei") || startsWith(bytes, 4, "ftypmif1")) return IMAGE_NAMES["image/heic"]!;
  // an SVG is text: its <svg> comes after an XML declaration, comments or a doctype, if any
  if (/<svg[\s>]/i.test(bytes.toString("latin1", 0, 4096))) return "an SVG image";
  return "not an image";
}
