import { Search } from "lucide-react";
import type { ExportFormat, HistorySort, HistoryStatusFilter } from "../../api/extractionTypes";
import { FormatSelect } from "../../components/FormatSelect";
import { inputBase, inputBorder } from "../../components/styles";

/** The status filters with their labels, in the order the menu lists them; the first is the default. */
export const STATUSES: [HistoryStatusFilter, string][] = [
  ["all", "All statuses"],
  ["completed", "Completed"],
  ["processing", "Processing"],
  ["failed", "Failed"],
  ["expired", "Expired"],
];
/** The sorts with their labels, in the order the menu lists them; the first is the default. */
export const SORTS: [HistorySort, string][] = [
  ["newest", "Newest first"],
  ["oldest", "Oldest first"],
  ["filename", "Filename A-Z"],
  ["confidence", "Confidence high-low"],
];

const field = `${inputBase} ${inputBorder(false)}`;

/** Filename search, status filter, sort and the download format of the history list. */
export function HistoryFilters(props: {
  search: string;
  onSearch: (search: string) => void;
  status: HistoryStatusFilter;
  onStatus: (status: HistoryStatusFilter) => void;
  sort: HistorySort;
  onSort: (sort: HistorySort) => void;
  format: ExportFormat;
  onFormat: (format: ExportFormat) => void;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 lg:flex-row lg:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-gray-400"
          aria-hidden
        />
        <input
          type="search"
          aria-label="Search by filename"
          placeholder="Search by filename"
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          className={`${field} pl-9`}
        />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <select
          aria-label="Status"
          value={props.status}
          onChange={(e) => props.onStatus(e.target.value as HistoryStatusFilter)}
          className={field}
        >
          {STATUSES.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select
          aria-label="Sort"
          value={props.sort}
          onChange={(e) => props.onSort(e.target.value as HistorySort)}
          className={field}
        >
          {SORTS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <FormatSelect id="history-format" value={props.format} onChange={props.onFormat} />
    </div>
  );
}
