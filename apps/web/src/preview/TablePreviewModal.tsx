import { Download, Pencil } from "lucide-react";
import { useState } from "react";
import type { ExportFormat, ExtractedTable, ExtractionResult } from "../api/extractionTypes";
import { FormatSelect } from "../components/FormatSelect";
import { DiscardChangesDialog } from "../components/DiscardChangesDialog";
import { Modal } from "../components/Modal";
import { useWarnBeforeUnload } from "../components/useWarnBeforeUnload";
import { OcrPagesNote, ocrPagesOf } from "../components/OcrPagesNote";
import { buttonPrimary, buttonSecondary } from "../components/styles";
import { OpenWorkspaceLink } from "../workspace/OpenWorkspaceLink";
import { EditableGrid } from "./EditableGrid";
import { EditToolbar } from "./EditToolbar";
import { PageImage } from "./PageImage";
import { PreviewNav } from "./PreviewNav";
import { TableGrid } from "./TableGrid";
import { TableMeta } from "./TableMeta";
import { useTableEdits } from "./useTableEdits";

/** What the preview shows: one extraction's tables. */
export interface PreviewSource {
  /** Server id; null for a synchronous extraction (no page images, edits stay in the browser). */
  extractionId: string | null;
  filename: string;
  result: ExtractionResult;
  /** Password of an encrypted PDF, kept in memory only, for the page images. */
  password?: string;
}

/**
 * Table preview (docs/product.md, Screens: Table preview): previous/next, page, confidence and method,
 * the page image with the table outlined, Edit Table mode, and a format selector with Download.
 * Download exports the saved (edited) tables and closes the preview. Closing the preview, Escape
 * or leaving the page with changes not saved asks first.
 */
export function TablePreviewModal({
  source,
  onClose,
  onDownload,
  onSaved,
  initialFormat = "xlsx",
}: {
  source: PreviewSource;
  onClose: () => void;
  onDownload: (format: ExportFormat) => void;
  /** Called with every table after a successful Save, so a reopened preview shows the edits. */
  onSaved?: (tables: ExtractedTable[]) => void;
  initialFormat?: ExportFormat;
}) {
  const { result, extractionId, filename } = source;
  const edits = useTableEdits(extractionId, result.tables, onSaved);
  const [format, setFormat] = useState<ExportFormat>(initialFormat);
  // what waits for an answer about the unsaved changes: closing the preview, or leaving edit mode (Escape)
  const [asking, setAsking] = useState<"close" | "cancel" | null>(null);
  useWarnBeforeUnload(edits.unsaved);
  const close = () => (edits.unsaved ? setAsking("close") : onClose());
  // the dialog's own Escape answers it; this one must not also act
  const escape = () => {
    if (asking) return;
    if (!edits.editing) onClose();
    else if (edits.unsaved) setAsking("cancel");
    else edits.cancel();
  };
  const answer = (discard: boolean) => {
    const action = asking;
    setAsking(null);
    if (!discard) return;
    edits.cancel();
    if (action === "close") onClose();
  };
  const table = result.tables[edits.index];
  const count = result.tables.length;
  const heading = (
    <div className="min-w-0">
      <h2 className="truncate text-lg font-semibold text-gray-900">{filename}</h2>
      <p className="text-sm text-gray-500">
        {count} {count === 1 ? "table" : "tables"} found
      </p>
      <OcrPagesNote pages={ocrPagesOf(result.warnings)} />
    </div>
  );

  return (
    <>
      <Modal title={`Table preview: ${filename}`} heading={heading} onClose={close} onEscape={escape} size="xl">
        <div className="space-y-4">
          <PreviewNav index={edits.index} count={count} onChange={edits.setIndex} disabled={edits.editing} />
          {table && <TableMeta table={table} />}
          {table && extractionId && (
            <PageImage
              extractionId={extractionId}
              page={table.page ?? 1}
              table={edits.index}
              password={source.password}
            />
          )}
          {edits.editing ? (
            <EditableGrid grid={edits.grid} onChange={edits.changeDraft} />
          ) : (
            <TableGrid grid={edits.grid} />
          )}
          {edits.editing ? (
            <EditToolbar
              grid={edits.grid}
              onChange={edits.changeDraft}
              onSave={() => void edits.save()}
              onCancel={edits.cancel}
              saving={edits.saving}
            />
          ) : (
            <div className="flex flex-col gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-wrap gap-2">
                <button type="button" className={buttonSecondary} onClick={edits.startEditing} disabled={!table}>
                  <Pencil className="h-4 w-4" aria-hidden /> Edit Table
                </button>
                {extractionId && <OpenWorkspaceLink extractionId={extractionId} password={source.password} />}
              </div>
              <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
                <FormatSelect id="preview-format" value={format} onChange={setFormat} />
                <button
                  type="button"
                  className={buttonPrimary}
                  onClick={() => {
                    onDownload(format);
                    onClose();
                  }}
                >
                  <Download className="h-4 w-4" aria-hidden /> Download
                </button>
              </div>
            </div>
          )}
        </div>
      </Modal>
      {asking && (
        <DiscardChangesDialog
          what={`table ${edits.index + 1}${table?.page ? ` on page ${table.page}` : ""}`}
          action={asking === "close" ? "close the preview" : "leave edit mode"}
          onAnswer={answer}
        />
      )}
    </>
  );
}
