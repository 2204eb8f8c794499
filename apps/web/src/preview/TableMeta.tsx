import type { ExtractedTable } from "../api/extractionTypes";

/** Shown when the server leaves a field out (docs/product.md, Screens: Table preview; display defaults only). */
export const DEFAULT_CONFIDENCE = 0.9;
export const DEFAULT_METHOD = "pdfplumber";

/** Page, confidence percentage and detection method of one table. */
export function TableMeta({ table }: { table: ExtractedTable }) {
  const items = [
    ["Page", String(table.page ?? 1)],
    ["Confidence", `${Math.round((table.confidence ?? DEFAULT_CONFIDENCE) * 100)}%`],
    ["Method", table.method ?? DEFAULT_METHOD],
  ];
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
      {items.map(([label, value]) => (
        <div key={label} className="flex gap-1.5">
          <dt className="text-gray-500">{label}:</dt>
          <dd className="font-medium text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
