import type { TableSource } from "./model.js";

/**
 * A table's short name: "p3 t1" (page 3, first table on it). With several input files the
 * file's name without extension comes first ("invoice p3 t1") so names stay apart, shortened
 * so the whole name fits `maxLength`.
 */
export function tableName(source: TableSource, multiFile: boolean, maxLength = 255): string {
  const short = `p${source.page} t${source.index + 1}`;
  if (!multiFile) return short;
  // the file part gives way first: "p3 t1" is what tells two sheets of one file apart
  const stem = fileStem(source.fileName)
    .slice(0, Math.max(1, maxLength - short.length - 1))
    .trimEnd();
  return `${stem} ${short}`;
}

/** "reports/Q3 Report.pdf" -> "Q3 Report". */
export function fileStem(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  return base.replace(/\.[^.]+$/, "") || base;
}

/** Hands out names that differ from every name handed out before ("x", "x (2)", ...), within a length limit. */
export class UniqueNames {
  private readonly taken = new Set<string>();

  constructor(private readonly maxLength: number = 255) {}

  /** `name` shortened to the limit, with " (n)" added when it is already taken (compared case-insensitively). */
  claim(name: string): string {
    for (let n = 1; ; n++) {
      const suffix = n === 1 ? "" : ` (${n})`;
      const candidate = name.slice(0, this.maxLength - suffix.length).trimEnd() + suffix;
      if (!this.taken.has(candidate.toLowerCase())) {
        this.taken.add(candidate.toLowerCase());
        return candidate;
      }
    }
  }
}

/** A worksheet name Excel accepts: no \ / ? * [ ] :, no leading/trailing quote, not "History", <= 31 chars. */
export function safeSheetName(name: string): string {
  let s = name
    .replace(/[\\/?*[\]:\u0000-\u001f]/g, "_")
    .replace(/^'+|'+$/g, "")
    .trim();
  if (!s || s.toLowerCase() === "history") s = `${s || "Sheet"}_`;
  return s.slice(0, 31);
}

/** A file name every zip tool and operating system accepts. */
export function safeFileName(name: string): string {
  return (
    name
      .replace(/[\\/:*?"<>|\u0000-\u001f]/g, "_")
      .replace(/^\.+/, "_")
      .trim() || "table"
  );
}
