import type { ExtractionStatus } from "../../api/extractionTypes";

const STYLES: Record<ExtractionStatus, string> = {
  completed: "bg-brand-100 text-brand-800",
  processing: "bg-blue-100 text-blue-800",
  failed: "bg-red-100 text-red-800",
  expired: "bg-gray-100 text-gray-700",
};

/** Coloured status pill of a history item. */
export function StatusBadge({ status }: { status: ExtractionStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ${STYLES[status] ?? STYLES.expired}`}
    >
      {status}
    </span>
  );
}
