import type { ExportFormat } from "../../api/extractionTypes";
import { Modal } from "../../components/Modal";
import { buttonPrimary, buttonSecondary } from "../../components/styles";

/** 'Process N PDF files as FORMAT?' before a dashboard batch starts. */
export function ConfirmBatchModal({
  count,
  format,
  onConfirm,
  onClose,
}: {
  count: number;
  format: ExportFormat;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title="Start batch" onClose={onClose}>
      <p className="text-sm text-gray-700">
        Process {count} PDF files as {format.toUpperCase()}?
      </p>
      <p className="mt-2 text-xs text-gray-500">
        Columns that match across the PDFs are aligned in an extra combined.xlsx in the results zip.
      </p>
      <div className="mt-5 flex justify-end gap-3">
        <button type="button" className={buttonSecondary} onClick={onClose}>
          Cancel
        </button>
        <button type="button" className={buttonPrimary} onClick={onConfirm}>
          Process
        </button>
      </div>
    </Modal>
  );
}
