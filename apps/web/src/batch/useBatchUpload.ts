import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BatchCreated } from "../api/batchTypes";
import type { ExportFormat } from "../api/extractionTypes";
import type { BatchUploadRequest } from "../api/batches";
import { refreshAfterExtraction } from "../api/refreshAfterExtraction";
import { useTemplateIdForUpload } from "../templates/TemplatePicker";
import { toast } from "../toast/toastStore";
import { useWarnBeforeUnload } from "../components/useWarnBeforeUnload";
import { BATCHES_KEY } from "./useBatches";

/** One of the two batch uploads (`createBatch` or `startBatchExtract`). */
export type StartBatch = (files: File[], format: ExportFormat, request: BatchUploadRequest) => Promise<BatchCreated>;

/**
 * Sends a batch with upload progress. On success: the toast with the batch id (docs/product.md), the
 * list reloads (which restarts its polling) and `onStarted` clears the selection.
 */
export function useBatchUpload(
  start: StartBatch,
  options: { failureToast: (error: unknown) => string; onStarted: () => void },
) {
  const queryClient = useQueryClient();
  const [percent, setPercent] = useState(0);
  const templateId = useTemplateIdForUpload();
  const upload = useMutation({
    mutationFn: ({ files, format }: { files: File[]; format: ExportFormat }) => {
      setPercent(0);
      return start(files, format, { onProgress: setPercent, templateId });
    },
    onSuccess: (created) => {
      toast.success(`Batch processing started! Batch ID: ${created.batch_id}`);
      options.onStarted();
    },
    onError: (error) => toast.error(options.failureToast(error)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: BATCHES_KEY });
      refreshAfterExtraction(queryClient);
    },
  });
  // closing the tab mid-upload would lose the whole batch; once sent, the server has it
  useWarnBeforeUnload(upload.isPending);
  return { send: upload.mutate, sending: upload.isPending, percent };
}
