import type { ExtractionSettings } from "../api/reextract";
import { makeArea, type WorkArea } from "./areas";
import type { Box } from "./geometry";

/** The areas an extraction was last run with (its `settings`), so a reopened workspace shows them. */
export function areasFromSettings(settings: ExtractionSettings | null | undefined): WorkArea[] {
  if (!settings?.areas) return [];
  const method = settings.method && settings.method !== "auto" ? settings.method : "auto";
  return Object.entries(settings.areas).flatMap(([key, boxes]) => {
    const page = Number(key);
    const columns = settings.columns?.[key] ?? [];
    return (boxes ?? []).map((raw, i) => {
      const box = (Array.isArray(raw) ? raw : [(raw as { x0: number }).x0, (raw as { y0: number }).y0, (raw as { x1: number }).x1, (raw as { y1: number }).y1]) as Box;
      return { ...makeArea(page, box, `saved-${page}-${i}`), method, columns: columns.filter((x) => x > box[0] && x < box[2]) };
    });
  });
}
