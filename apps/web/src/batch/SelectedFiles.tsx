import { FileText, X } from "lucide-react";
import { formatMegabytes } from "../components/formatMegabytes";

/** The chosen PDFs: count, name and size (MB, 2 decimals), a remove button each and Clear All. */
export function SelectedFiles({
  files,
  onRemove,
  onClear,
  disabled = false,
}: {
  files: File[];
  onRemove: (index: number) => void;
  onClear: () => void;
  disabled?: boolean;
}) {
  if (files.length === 0) return null;
  return (
    <section aria-label="Selected files" className="rounded-xl border border-gray-200 bg-white">
      <div className="flex items-center justify-between border-b border-gray-200 px-4 py-2.5">
        <h3 className="text-sm font-semibold text-gray-900">Selected files ({files.length})</h3>
        <button
          type="button"
          onClick={onClear}
          disabled={disabled}
          className="text-sm font-medium text-red-600 hover:text-red-700 disabled:opacity-50"
        >
          Clear All
        </button>
      </div>
      <ul className="max-h-72 divide-y divide-gray-100 overflow-y-auto">
        {files.map((file, index) => (
          <li key={`${file.name}-${index}`} className="flex items-center gap-3 px-4 py-2">
            <FileText className="h-5 w-5 shrink-0 text-brand-600" aria-hidden />
            <span className="min-w-0 flex-1 truncate text-sm text-gray-900">{file.name}</span>
            <span className="shrink-0 text-xs text-gray-500">{formatMegabytes(file.size)}</span>
            <button
              type="button"
              onClick={() => onRemove(index)}
              disabled={disabled}
              aria-label={`Remove ${file.name}`}
              className="rounded p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-600 disabled:opacity-50"
            >
              <X className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
