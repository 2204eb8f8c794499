import { useState } from "react";
import { Link } from "react-router";
import type { ExportFormat } from "../../api/extractionTypes";
import { useExtractionHistory } from "../../api/queries";
import { Notice } from "../../components/Notice";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { PageSpinner } from "../../components/PageSpinner";
import { SignInGate } from "../../components/SignInGate";
import { buttonPrimary, buttonSecondary } from "../../components/styles";
import { usePageTitle } from "../../layout/usePageTitle";
import { TablePreviewModal } from "../../preview/TablePreviewModal";
import { HistoryEmptyState } from "./HistoryEmptyState";
import { HistoryFilters } from "./HistoryFilters";
import { HistoryItemRow } from "./HistoryItemRow";
import { HistoryStatTiles } from "./HistoryStatTiles";
import { historyShown } from "./historyShown";
import { useHistoryActions } from "./useHistoryActions";
import { useHistoryFilters } from "./useHistoryFilters";

/** The page's subtitle, with the server's retention period once known. */
function subtitleFor(retentionDays: number | undefined): string {
  const kept = retentionDays
    ? `PDFs and results are kept for ${retentionDays} ${retentionDays === 1 ? "day" : "days"}, then deleted.`
    : "PDFs and results are deleted after the retention period.";
  return `Every PDF you extract, with search, status filter and sorting. ${kept}`;
}

/** Extraction history, stored per account on the server (docs/product.md, Screens: History). */
export default function HistoryPage() {
  usePageTitle("History");
  return (
    <SignInGate message="Please sign in to view your extraction history">
      <SignedInHistory />
    </SignInGate>
  );
}

function SignedInHistory() {
  const { search, debouncedSearch, status, sort, setSearch, setStatus, setSort, clear } = useHistoryFilters();
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const history = useExtractionHistory({ search: debouncedSearch, status, sort });
  const { isPending, isError, error } = history;
  const data = historyShown(history.data);
  const actions = useHistoryActions();
  const filtered = debouncedSearch !== "" || status !== "all";

  return (
    <PageContainer>
      <PageHeader
        title="Extraction History"
        subtitle={subtitleFor(data?.retention_days)}
        actions={
          <Link to="/" className={buttonPrimary}>
            Upload PDF
          </Link>
        }
      />
      {data && <HistoryStatTiles stats={data.stats} />}
      <HistoryFilters
        search={search}
        onSearch={setSearch}
        status={status}
        onStatus={setStatus}
        sort={sort}
        onSort={setSort}
        format={format}
        onFormat={setFormat}
      />
      {isPending && <PageSpinner label="Loading history..." />}
      {isError && <Notice tone="error">Failed to load history: {error.message}</Notice>}
      {data && data.items.length === 0 && <HistoryEmptyState filtered={filtered} onClear={clear} />}
      {data && data.items.length > 0 && (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white" aria-label="Extractions">
          {data.items.map((item) => (
            <HistoryItemRow
              key={item.id}
              item={item}
              busy={actions.busyId === item.id}
              retentionDays={data.retention_days}
              onView={() => void actions.view(item)}
              onDownload={() => void actions.download(item.id, format)}
              onDelete={() => void actions.remove(item)}
            />
          ))}
        </ul>
      )}
      {data && data.items.length > 0 && data.total > data.items.length && (
        <p className="text-center text-sm text-gray-500">
          Showing {data.items.length.toLocaleString()} of {data.total.toLocaleString()} extractions.
        </p>
      )}
      {history.hasNextPage && (
        <div className="flex justify-center">
          <button
            type="button"
            className={buttonSecondary}
            disabled={history.isFetchingNextPage}
            onClick={() => void history.fetchNextPage()}
          >
            {history.isFetchingNextPage ? "Loading..." : "Show more"}
          </button>
        </div>
      )}
      {actions.preview && (
        <TablePreviewModal
          source={actions.preview}
          initialFormat={format}
          onClose={actions.closePreview}
          onDownload={(chosen) => {
            const id = actions.preview?.extractionId;
            if (id) void actions.download(id, chosen);
          }}
        />
      )}
    </PageContainer>
  );
}
