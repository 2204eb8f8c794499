import type { AreaBoxTuple, AreaWithSettings, ExtractionSettings } from "../api/reextract";
import { makeArea, type WorkArea } from "./areas";
import type { Box } from "./geometry";

type StoredEntry = AreaBoxTuple | AreaWithSettings | { x0: number; y0: number; x1: number; y1: number };

/** The box of a stored area entry, whichever form the server gave. */
function boxOfEntry(raw: StoredEntry): Box {
  if (Array.isArray(raw)) return raw;
  if ("box" in raw) return raw.box;
  return [raw.x0, raw.y0, raw.x1, raw.y1];
}

/** The areas an extraction was last run with (its `settings`), so a reopened workspace shows them with their method and header rows. */
export function areasFromSettings(settings: ExtractionSettings | null | undefined): WorkArea[] {
  if (!settings?.areas) return [];
  return Object.entries(settings.areas).flatMap(([key, entries]) => {
    const page = Number(key);
    const pageColumns = settings.columns?.[key] ?? [];
    return ((entries ?? []) as StoredEntry[]).map((raw, i) => {
      const box = boxOfEntry(raw);
      const own = !Array.isArray(raw) && "box" in raw ? raw : null;
      const columns = own?.columns?.length ? own.columns : pageColumns;
      return {
        ...makeArea(page, box, `saved-${page}-${i}`),
        method: own?.method ?? "auto",
        headerRows: own?.header_rows ?? null,
        columns: columns.filter((x) => x > box[0] && x < box[2]),
      };
    });
  });
}
