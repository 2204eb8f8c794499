import { Download, Eye, FileText, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import type { HistoryItem } from "../../api/extractionTypes";
import { formatBytes } from "../../components/formatBytes";
import { buttonSecondary } from "../../components/styles";
import { displayStatusOf, errorTextOf } from "./historyItemState";
import { StatusBadge } from "./StatusBadge";
import { waiting } from "../../components/waiting";

const small = `${buttonSecondary} px-3 py-1.5`;

/** Why an expired item's results are gone: "after 30 days" when the server said its retention period. */
export function expiredText(retentionDays: number | undefined): string {
  const period = retentionDays
    ? `after ${retentionDays} ${retentionDays === 1 ? "day" : "days"}`
    : "after the retention period";
  return `The PDF and its results were deleted ${period}.`;
}

/**
 * One extraction of the history: facts, status, error, and View / Download /
 * Delete. An expired one keeps View and Download, disabled, saying why.
 */
export function HistoryItemRow(props: {
  item: HistoryItem;
  busy: boolean;
  retentionDays?: number | undefined;
  onView: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const { item, busy, onView, onDownload, onDelete } = props;
  const [confirming, setConfirming] = useState(false);
  // The pressed button goes away: focus moves to Keep when asked, and back to Delete when kept.
  const kept = useRef(false);
  const refocusWhenKept = (button: HTMLButtonElement | null) => {
    if (button && kept.current) button.focus();
    kept.current = false;
  };
  const status = displayStatusOf(item);
  const expired = status === "expired";
  const gone = expired ? expiredText(props.retentionDays) : undefined;
  const error = errorTextOf(item);
  const facts = [
    new Date(item.created_at).toLocaleString(),
    formatBytes(item.file_size),
    `${item.table_count} ${item.table_count === 1 ? "table" : "tables"}`,
    item.extraction_method,
    // a file without tables has no confidence; "0% confidence" read as a bad reading of tables
    item.confidence === null || item.confidence === undefined || item.table_count === 0
      ? null
      : `${Math.round(item.confidence * 100)}% confidence`,
    item.ran_by ? `by ${item.ran_by}` : null,
  ].filter(Boolean);
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <FileText className="hidden h-8 w-8 shrink-0 text-brand-600 sm:block" aria-hidden />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-medium text-gray-900">{item.filename}</p>
          <StatusBadge status={status} />
          {item.edited && (
            <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">Edited</span>
          )}
          {item.batch_id && (
            <span
              className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-800"
              title={`Batch ${item.batch_id.slice(0, 8)}`}
            >
              From a batch
            </span>
          )}
        </div>
        <p className="text-sm text-gray-500">{facts.join(" · ")}</p>
        {expired && <p className="text-sm text-gray-600">Expired: {gone}</p>}
        {status === "failed" && error && <p className="text-sm text-red-700">Error: {error}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        {(status === "completed" || (expired && item.status !== "failed")) && (
          <>
            <button
              type="button"
              className={`${small} ${waiting}`}
              onClick={busy ? undefined : onView}
              disabled={expired}
              aria-disabled={busy || undefined}
              title={gone}
              aria-label={`View ${item.filename}`}
            >
              <Eye className="h-4 w-4" aria-hidden /> View
            </button>
            <button
              type="button"
              className={`${small} ${waiting}`}
              onClick={busy ? undefined : onDownload}
              disabled={expired}
              aria-disabled={busy || undefined}
              title={gone}
              aria-label={`Download ${item.filename}`}
            >
              <Download className="h-4 w-4" aria-hidden /> Download
            </button>
          </>
        )}
        {confirming ? (
          <>
            <button type="button" className={`${small} border-red-300 text-red-700`} onClick={onDelete} disabled={busy}>
              Confirm delete
            </button>
            <button
              type="button"
              className={small}
              autoFocus
              onClick={() => ((kept.current = true), setConfirming(false))}
            >
              Keep
            </button>
          </>
        ) : (
          status !== "processing" && (
            <button
              type="button"
              className={small}
              ref={refocusWhenKept}
              onClick={() => setConfirming(true)}
              aria-label={`Delete ${item.filename}`}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
            </button>
          )
        )}
      </div>
    </li>
  );
}
