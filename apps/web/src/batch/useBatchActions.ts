import { useMutation, useQueryClient } from "@tanstack/react-query";
import { batchDownloadName, cancelBatch, deleteBatch, downloadBatch } from "../api/batches";
import { saveBlob } from "../api/saveBlob";
import { toast } from "../toast/toastStore";
import { BATCHES_KEY } from "./useBatches";

const reasonOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/** Cancel, delete and download of one batch, with the toasts of docs/product.md, Error messages users see; the list reloads after each change. */
export function useBatchActions() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: BATCHES_KEY });

  const cancel = useMutation({
    mutationFn: cancelBatch,
    onSuccess: (answer) => {
      if (answer.success) toast.success("Batch cancelled successfully");
      else toast.error(`Failed to cancel batch: it had already ended (${answer.status})`);
    },
    onError: (error) => toast.error(reasonOf(error, "Failed to cancel batch")),
    onSettled: reload,
  });

  const remove = useMutation({
    mutationFn: deleteBatch,
    onSuccess: (answer) => {
      const kept = answer.kept_extractions;
      const deleted = answer.deleted_extractions;
      // The spec's words first; then what became of the batch's extractions (docs/api.md, Batches).
      const done = "Batch deleted successfully";
      if (kept > 0)
        toast.success(
          `${done}. Its ${kept} extraction${kept === 1 ? "" : "s"} stay${kept === 1 ? "s" : ""} in History.`,
        );
      else if (deleted > 0) toast.success(`${done}, with its ${deleted} extraction${deleted === 1 ? "" : "s"}`);
      else toast.success(done);
    },
    onError: (error) => toast.error(reasonOf(error, "Failed to delete batch")),
    onSettled: reload,
  });

  const download = useMutation({
    mutationFn: async (id: string) => {
      const file = await downloadBatch(id);
      saveBlob(file.blob, batchDownloadName(id));
    },
    onSuccess: () => toast.success("Download started"),
    onError: (error) => toast.error(reasonOf(error, "Failed to download results")),
  });

  /** Whether an action on batch `id` is under way (its buttons wait meanwhile). */
  const busy = (id: string) =>
    [cancel, download].some((m) => m.isPending && m.variables === id) ||
    (remove.isPending && remove.variables?.id === id);

  return { cancel: cancel.mutate, remove: remove.mutate, download: download.mutate, busy };
}
