import { INVISIBLE_OR_CONTROL } from "../text/invisible-or-control.js";

/** Characters Windows does not allow in file names. */
const WINDOWS_FORBIDDEN = /[<>:"|?*]/g;

/**
 * Names Windows reserves for devices, with or without an extension ("CON", "nul.pdf",
 * "COM1.tar.gz"); a file saved under one of them cannot be opened or deleted normally.
 */
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com[0-9\u00b9\u00b2\u00b3]|lpt[0-9\u00b9\u00b2\u00b3])(\.|$)/i;

/**
 * Turns a client-supplied file name into a harmless display name: no directories, no control,
 * invisible, direction-changing or reserved characters, no Windows device name, no leading or
 * trailing dots, bounded length. The result is for showing (history, batch results),
 * Content-Disposition and zip entries, never for paths on the server.
 */
export function sanitizeDisplayName(clientName: string | undefined, fallback = "file"): string {
  const base = (clientName ?? "").split(/[\\/]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(INVISIBLE_OR_CONTROL, "")
    .replace(WINDOWS_FORBIDDEN, "")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .replace(/[.\s]+$/, "")
    .trim();
  if (!cleaned) return fallback;
  const safe = WINDOWS_RESERVED.test(cleaned) ? `_${cleaned}` : cleaned;
  if (safe.length <= 200) return safe;
  const dot = safe.lastIndexOf(".");
  const ext = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : "";
  return safe.slice(0, 200 - ext.length) + ext;
}
