import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { ExportFormat, HistoryItem } from "../../api/extractionTypes";
import { deleteExtraction, downloadExtraction, downloadName, fetchExtractionResult } from "../../api/extractions";
import { saveBlob } from "../../api/saveBlob";
import type { PreviewSource } from "../../preview/TablePreviewModal";
import { toast } from "../../toast/toastStore";

const reason = (error: unknown) => (error instanceof Error && error.message ? `: ${error.message}` : "");

/** View (reopens the preview from the stored result), Download and Delete of history items. */
export function useHistoryActions() {
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [preview, setPreview] = useState<PreviewSource | null>(null);

  const busy = async (id: string, work: () => Promise<void>) => {
    setBusyId(id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const download = (id: string, format: ExportFormat) =>
    busy(id, async () => {
      try {
        const file = await downloadExtraction(id, format);
        saveBlob(file.blob, downloadName(format, file.filename));
        toast.success("Download started");
      } catch (error) {
        toast.error(`Download failed${reason(error)}`);
      }
    });

  return {
    busyId,
    preview,
    closePreview: () => setPreview(null),
    view: (item: HistoryItem) =>
      busy(item.id, async () => {
        try {
          setPreview({ extractionId: item.id, filename: item.filename, result: await fetchExtractionResult(item.id) });
        } catch (error) {
          toast.error(`Could not open the tables${reason(error)}`);
        }
      }),
    download,
    remove: (item: HistoryItem) =>
      busy(item.id, async () => {
        try {
          await deleteExtraction(item.id);
          toast.success("Extraction deleted");
          await queryClient.invalidateQueries({ queryKey: ["extractions"] });
        } catch (error) {
          toast.error(`Delete failed${reason(error)}`);
        }
      }),
  };
}
