import { FileSearch } from "lucide-react";
import { Link } from "react-router";
import { buttonPrimary, buttonSecondary } from "../../components/styles";

/** No extractions at all (Upload PDF), or none matching the filters (Clear filters). */
export function HistoryEmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white p-8 text-center">
      <FileSearch className="mx-auto h-8 w-8 text-brand-600" aria-hidden />
      <h2 className="mt-3 text-lg font-semibold text-gray-900">
        {filtered ? "No extractions match your filters" : "No extractions yet"}
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        {filtered ? "Try another filename or status." : "Upload a PDF and its tables will be listed here."}
      </p>
      <div className="mt-4 flex justify-center gap-2">
        {filtered && (
          <button type="button" className={buttonSecondary} onClick={onClear}>
            Clear filters
          </button>
        )}
        <Link to="/" className={buttonPrimary}>
          Upload PDF
        </Link>
      </div>
    </div>
  );
}
