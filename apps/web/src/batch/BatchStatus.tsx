import { Ban, CheckCircle2, Clock, Loader2, XCircle } from "lucide-react";

const BADGES: Record<string, string> = {
  completed: "bg-brand-100 text-brand-800",
  processing: "bg-blue-100 text-blue-800",
  failed: "bg-red-100 text-red-800",
  cancelled: "bg-gray-100 text-gray-700",
};
/** Anything else (pending) is yellow (docs/product.md, Batches). */
const PENDING_BADGE = "bg-yellow-100 text-yellow-800";

/** Coloured status pill of a batch. */
export function BatchStatusBadge({ status }: { status: string }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium capitalize ${BADGES[status] ?? PENDING_BADGE}`}
    >
      {status}
    </span>
  );
}

/** Status icon of a batch: green check, blue spinner, red cross, grey stop, yellow clock. */
export function BatchStatusIcon({ status }: { status: string }) {
  const common = "h-6 w-6 shrink-0";
  switch (status) {
    case "completed":
      return <CheckCircle2 className={`${common} text-brand-600`} aria-hidden />;
    case "processing":
      return <Loader2 className={`${common} animate-spin text-blue-600`} aria-hidden />;
    case "failed":
      return <XCircle className={`${common} text-red-600`} aria-hidden />;
    case "cancelled":
      return <Ban className={`${common} text-gray-500`} aria-hidden />;
    default:
      return <Clock className={`${common} text-yellow-500`} aria-hidden />;
  }
}

/** Created date as the cards show it: short month, day, hour and minute. */
export const formatBatchDate = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });

/** Share of a batch's files handled so far, 0..100. */
export const batchPercent = (progress: { processed_files: number; total_files: number }) =>
  progress.total_files > 0 ? Math.round((progress.processed_files / progress.total_files) * 100) : 0;
