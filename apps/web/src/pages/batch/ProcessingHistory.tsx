import { RefreshCw } from "lucide-react";
import { useRef } from "react";
import { useBatchActions } from "../../batch/useBatchActions";
import { useBatches } from "../../batch/useBatches";
import { buttonSecondary } from "../../components/styles";
import { useNeighbourFocus } from "../../components/useNeighbourFocus";
import { BatchCard } from "./BatchCard";

/**
 * The user's batches, newest first, followed live while any is running; Refresh reloads at once.
 * `canUpload` is false on a plan without batches: the empty list then does not invite an upload
 * the page offers no form for.
 */
export function ProcessingHistory({ canUpload = true }: { canUpload?: boolean }) {
  const batches = useBatches();
  const actions = useBatchActions();
  // A deleted batch's card goes with the focus in its delete button: focus moves to a neighbour's,
  // or to the heading once no batch is left, rather than falling to the top of the page.
  const { buttonRef, focusNeighbour } = useNeighbourFocus();
  const heading = useRef<HTMLHeadingElement>(null);
  const focusAfterDelete = (ids: readonly string[], id: string) => {
    if (!focusNeighbour(ids, id)) heading.current?.focus();
  };
  return (
    <section className="space-y-4" aria-label="Processing History">
      <div className="flex items-center justify-between">
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 focus:outline-none">
          Processing History
        </h2>
        <button
          type="button"
          className={buttonSecondary}
          onClick={() => void batches.refetch()}
          disabled={batches.isFetching}
        >
          <RefreshCw className={`h-4 w-4 ${batches.isFetching ? "animate-spin" : ""}`} aria-hidden /> Refresh
        </button>
      </div>
      {batches.isPending && <p className="text-sm text-gray-500">Loading batches...</p>}
      {batches.isError && !batches.data && (
        <p className="text-sm text-red-600">Could not load your batches. Try Refresh.</p>
      )}
      {batches.data?.length === 0 && (
        <p className="text-sm text-gray-500">
          {canUpload ? "No batches yet. Upload some PDFs to get started!" : "No batches yet."}
        </p>
      )}
      {batches.data && batches.data.length > 0 && (
        <ul className="space-y-3">
          {batches.data.map((batch, _index, shown) => (
            <BatchCard
              key={batch.id}
              batch={batch}
              actions={actions}
              deleteRef={buttonRef(batch.id)}
              onDeleted={() =>
                focusAfterDelete(
                  shown.map((b) => b.id),
                  batch.id,
                )
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
