import { Download, Pencil } from "lucide-react";
import { useCallback, useState } from "react";
import type { ExportFormat, ExtractedTable, ExtractionResult } from "../api/extractionTypes";
import { FormatSelect } from "../components/FormatSelect";
import { DiscardChangesDialog } from "../components/DiscardChangesDialog";
import { Modal } from "../components/Modal";
import { useFocusWhenShown } from "../components/useFocusWhenShown";
import { useWarnBeforeUnload } from "../components/useWarnBeforeUnload";
import { OcrPagesNote, ocrPagesOf } from "../components/OcrPagesNote";
import { buttonPrimary, buttonSecondary } from "../components/styles";
import { OpenWorkspaceLink } from "../workspace/OpenWorkspaceLink";
import { useBackGuard } from "../workspace/useBackGuard";
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
 * Download exports the saved (edited) tables and closes the preview. Closing the preview, Escape,
 * the browser's Back or closing the tab with changes not saved asks first (docs/product.md,
 * Screens: Table preview: edits not saved are never dropped without a question). Edit Table,
 * Save and Cancel go away with the focus on them: the focus moves into the grid when the edit
 * opens and back to Edit Table when it closes, instead of falling to the page.
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
  const editButton = useFocusWhenShown<HTMLButtonElement>();
  const edits = useTableEdits(extractionId, result.tables, onSaved, editButton.expect);
  const [format, setFormat] = useState<ExportFormat>(initialFormat);
  // what waits for an answer about the unsaved changes: closing the preview, leaving edit mode
  // (Escape), or leaving the page (the browser's Back)
  const [asking, setAsking] = useState<"close" | "cancel" | "back" | null>(null);
  useWarnBeforeUnload(edits.unsaved);
  // Hash routing has no blocker: Back only takes the guard's entry off, and the question decides
  const back = useBackGuard(edits.unsaved, () => setAsking("back"));
  // stable, so React calls it once when the grid appears, not on every keystroke
  const focusFirstCell = useCallback((grid: HTMLDivElement | null) => grid?.querySelector("input")?.focus(), []);
  const cancelEdit = () => {
    editButton.expect();
    edits.cancel();
  };
  const close = () => (edits.unsaved ? setAsking("close") : onClose());
  // the dialog's own Escape answers it; this one must not also act
  const escape = () => {
    if (asking) return;
    if (!edits.editing) onClose();
    else if (edits.unsaved) setAsking("cancel");
    else cancelEdit();
  };
  const answer = (discard: boolean) => {
    const action = asking;
    setAsking(null);
    if (action === "back") {
      if (!discard) return back.stay();
      edits.cancel();
      // where the Back that was asked about was going (the guard's own entry is already off)
      return back.leave(() => window.history.back());
    }
    if (!discard) return;
    if (action === "close") {
      // the guard's history entry goes first, so Back afterwards is not a step that goes nowhere
      edits.cancel();
      return back.leave(onClose);
    }
    cancelEdit();
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
            <div ref={focusFirstCell}>
              <EditableGrid grid={edits.grid} onChange={edits.changeDraft} />
            </div>
          ) : (
            <TableGrid grid={edits.grid} />
          )}
          {edits.editing ? (
            <EditToolbar
              grid={edits.grid}
              onChange={edits.changeDraft}
              onSave={() => void edits.save()}
              onCancel={cancelEdit}
              saving={edits.saving}
            />
          ) : (
            <div className="flex flex-col gap-3 border-t border-gray-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  ref={editButton.ref}
                  className={buttonSecondary}
                  onClick={edits.startEditing}
                  disabled={!table}
                >
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
          action={asking === "close" ? "close the preview" : asking === "back" ? "leave this page" : "leave edit mode"}
          onAnswer={answer}
        />
      )}
    </>
  );
}
