/** The server's limit for a logo (docs/product.md, Team workspaces): checked here first to answer at once. */
export const MAX_LOGO_BYTES = 256 * 1024;
/** The types a logo may be. */
export const LOGO_TYPES = ["image/png", "image/jpeg"];

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

/**
 * Why `file` cannot be the workspace's logo, in the server's words (its 415 and 413 answers,
 * apps/server/src/workspaces/logo-words.ts: keep the two alike), or undefined when it may be
 * sent. A file whose type the browser does not know goes to the server, which reads its bytes.
 */
export function logoRefusal(file: File): string | undefined {
  const type = file.type.toLowerCase();
  if (file.size === 0) return `This file is empty. ${ACCEPTED}.`;
  if (type && !LOGO_TYPES.includes(type)) {
    if (type === "image/svg+xml") return `This file is an SVG image, which can carry scripts. ${ACCEPTED}.`;
    const what = type.startsWith("image/") ? (IMAGE_NAMES[type] ?? `an image of type ${type}`) : "not an image";
    return `This file is ${what}. ${ACCEPTED}.`;
  }
  if (file.size > MAX_LOGO_BYTES) return `This file is larger than 256 KB. ${ACCEPTED} of at most 256 KB.`;
  return undefined;
}
