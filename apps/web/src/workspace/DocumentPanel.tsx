import { RefreshCw } from "lucide-react";
import type { ExtractMethod } from "../api/templates";

const field =
  "w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none";

/** Whole-document choices: which pages are read and whether tables that continue over pages are joined. */
export function DocumentPanel({
  pageRange,
  stitch,
  method,
  busy,
  onPageRange,
  onStitch,
  onMethod,
  onApply,
}: {
  pageRange: string;
  stitch: boolean;
  method: ExtractMethod;
  onMethod: (value: ExtractMethod) => void;
  busy: boolean;
  onPageRange: (value: string) => void;
  onStitch: (value: boolean) => void;
  onApply: () => void;
}) {
  return (
    <section aria-label="Document settings" className="space-y-3">
      <h3 className="text-sm font-semibold text-gray-900">Whole document</h3>
      <label className="block text-xs text-gray-500">
        Pages to read
        <input
          className={field}
          placeholder="All pages (e.g. 1-3, 7)"
          value={pageRange}
          onChange={(e) => onPageRange(e.target.value)}
        />
      </label>
      <label className="block text-xs text-gray-500">
        Method
        <select className={field} value={method} onChange={(e) => onMethod(e.target.value as ExtractMethod)}>
          <option value="auto">Auto (ruled lines, then text alignment)</option>
          <option value="lattice">Lattice (ruled lines)</option>
          <option value="stream">Stream (text alignment)</option>
        </select>
      </label>
      <label className="flex items-start gap-2 text-sm text-gray-700">
        <input
          type="checkbox"
          className="mt-0.5 rounded border-gray-300 text-brand-600"
          checked={stitch}
          onChange={(e) => onStitch(e.target.checked)}
        />
        Join tables that continue over pages
      </label>
      <button
        type="button"
        onClick={onApply}
        disabled={busy}
        className="inline-flex items-center gap-1.5 rounded-md border border-gray-300 bg-white px-3 py-1.5 text-xs font-semibold text-gray-700 hover:bg-gray-50 disabled:opacity-50"
      >
        <RefreshCw className="h-3.5 w-3.5" aria-hidden /> Re-extract document
      </button>
    </section>
  );
}
