import { ChevronLeft, ChevronRight, Crop, Pencil, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { ExtractedTable } from "../api/extractionTypes";
import { buttonSecondary } from "../components/styles";
import { usePagerFocus } from "../components/usePagerFocus";
import { useFocusWhenShown } from "../components/useFocusWhenShown";
import { EditableGrid } from "../preview/EditableGrid";
import { EditToolbar } from "../preview/EditToolbar";
import { sameGrid, type Grid } from "../preview/grid";
import { TableMeta } from "../preview/TableMeta";
import { toast } from "../toast/toastStore";
import { isLowConfidence } from "./cells";
import type { CellRef } from "./useWorkspace";
import { WorkspaceGrid } from "./WorkspaceGrid";

const small =
  "inline-flex items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-gray-700 hover:bg-gray-50 disabled:opacity-50";

/** The selected table: previous/next, page, confidence, method, its grid, Edit Table, adjust or delete its area. */
export function TablePanel({
  tables,
  index,
  grids,
  edited,
  hover,
  onHover,
  onSelect,
  onSave,
  onAdjust,
  onDelete,
  onUnsavedChange,
  busy = false,
}: {
  tables: ExtractedTable[];
  index: number;
  grids: Grid[];
  edited: boolean;
  hover: CellRef | null;
  onHover: (cell: CellRef | null) => void;
  onSelect: (index: number) => void;
  onSave: (grid: Grid) => Promise<void>;
  onAdjust: () => void;
  onDelete: () => void;
  /** Told whether the grid being edited has changes not saved (false again when the panel goes). */
  onUnsavedChange?: (unsaved: boolean) => void;
  /** A re-extraction runs: its tables will replace these, so no edit starts meanwhile. */
  busy?: boolean;
}) {
  const [draft, setDraft] = useState<Grid | null>(null);
  const [saving, setSaving] = useState(false);
  const table = tables[index]!;
  const grid = grids[index] ?? { rows: [], headerRows: 0 };
  const unsaved = draft !== null && !sameGrid(draft, grid);
  // Edit Table, Save and Cancel go away with the focus on them: the focus moves into the grid
  // when the edit opens, and back to Edit Table when it closes, instead of falling to the page.
  const editButton = useFocusWhenShown<HTMLButtonElement>();
  // Previous/Next turn disabled at the ends: reaching one, the focus moves to the other button
  const pager = usePagerFocus(index, tables.length);
  const closeEdit = () => {
    editButton.expect();
    setDraft(null);
  };
  // stable, so React calls it once when the grid appears, not on every keystroke
  const focusFirstCell = useCallback((grid: HTMLDivElement | null) => grid?.querySelector("input")?.focus(), []);
  useEffect(() => {
    onUnsavedChange?.(unsaved);
    return () => onUnsavedChange?.(false);
  }, [unsaved, onUnsavedChange]);
  const save = async () => {
    if (!draft || saving) return;
    setSaving(true);
    try {
      await onSave(draft);
      closeEdit();
    } catch (error) {
      toast.error(`Save failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  };
  return (
    <section aria-label="Selected table" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className={small}
          ref={pager.previous}
          onClick={() => {
            pager.pressed("previous");
            onSelect(index - 1);
          }}
          disabled={!!draft || index === 0}
          aria-label="Previous table"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
        </button>
        <span className="text-sm font-medium text-gray-700" aria-live="polite">
          Table {index + 1} of {tables.length}
        </span>
        <button
          type="button"
          className={small}
          ref={pager.next}
          onClick={() => {
            pager.pressed("next");
            onSelect(index + 1);
          }}
          disabled={!!draft || index === tables.length - 1}
          aria-label="Next table"
        >
          Next <ChevronRight className="h-4 w-4" aria-hidden />
        </button>
      </div>
      <TableMeta table={table} />
      {isLowConfidence(table.confidence ?? null) && (
        <p className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">
          Low confidence: check the marked cells, or redraw the area on the page.
        </p>
      )}
      {edited && !draft && (
        <p className="text-xs text-brand-700">
          Edited by you: re-extracting this page will ask before replacing your edits.
        </p>
      )}
      {draft ? (
        <div ref={focusFirstCell}>
          <EditableGrid grid={draft} onChange={setDraft} />
        </div>
      ) : (
        <WorkspaceGrid table={table} index={index} grid={grid} hover={hover} onHover={onHover} />
      )}
      {draft ? (
        <EditToolbar grid={draft} onChange={setDraft} onSave={() => void save()} onCancel={closeEdit} saving={saving} />
      ) : (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            ref={editButton.ref}
            className={buttonSecondary}
            onClick={() => setDraft(grid)}
            disabled={busy}
          >
            <Pencil className="h-4 w-4" aria-hidden /> Edit Table
          </button>
          <button type="button" className={small} onClick={onAdjust} disabled={!table.bbox}>
            <Crop className="h-3.5 w-3.5" aria-hidden /> Adjust area
          </button>
          <button
            type="button"
            className={`${small} hover:border-red-300 hover:text-red-700`}
            onClick={onDelete}
            disabled={!table.bbox}
          >
            <Trash2 className="h-3.5 w-3.5" aria-hidden /> Delete table
          </button>
        </div>
      )}
    </section>
  );
}
