import { errors } from "../../errors/index.js";
import type { ExtractSettings } from "../pool/index.js";

const METHODS = ["auto", "lattice", "stream"] as const;

/** Reads the extraction settings from multipart fields (pages, method, password, stitch). */
export function settingsFromFields(fields: Record<string, string>): ExtractSettings {
  const settings: ExtractSettings = {};
  const pages = fields.pages?.trim();
  if (pages) settings.pages = pages;
  const method = fields.method?.trim().toLowerCase();
  if (method) {
    if (!(METHODS as readonly string[]).includes(method)) throw errors.validation(`method must be auto, lattice or stream, not "${fields.method}"`);
    settings.method = method as ExtractSettings["method"];
  }
  if (fields.password) settings.password = fields.password;
  if (fields.stitch !== undefined) settings.stitch = flag(fields.stitch, "stitch");
  return settings;
}

/** A form flag: "true"/"false" (also 1/0, yes/no, on/off); empty is false. */
export function flag(value: string | undefined, name: string): boolean {
  const v = (value ?? "").trim().toLowerCase();
  if (["true", "1", "yes", "on"].includes(v)) return true;
  if (["", "false", "0", "no", "off"].includes(v)) return false;
  throw errors.validation(`${name} must be true or false, not "${value}"`);
}
