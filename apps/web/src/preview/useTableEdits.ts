import { useState } from "react";
import type { ExtractedTable } from "../api/extractionTypes";
import { saveExtractionTables } from "../api/extractions";
import { toast } from "../toast/toastStore";
import { editOf, gridOf, sameGrid, type Grid } from "./grid";

/**
 * Saved grids of every table plus an edit draft of the current one. Save sends every table
 * (with the draft) to the server, so later downloads export the edited data; Cancel drops the draft.
 */
export function useTableEdits(
  extractionId: string | null,
  tables: ExtractedTable[],
  onSaved?: (tables: ExtractedTable[]) => void,
  /** Called when a save closes the edit, before it closes (the page moves the focus back to Edit Table). */
  onEditClosing?: () => void,
) {
  const [grids, setGrids] = useState<Grid[]>(() => tables.map(gridOf));
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Grid | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!draft) return;
    const next = grids.map((grid, i) => (i === index ? draft : grid));
    setSaving(true);
    try {
      if (extractionId) await saveExtractionTables(extractionId, next.map(editOf));
      onEditClosing?.();
      setGrids(next);
      setDraft(null);
      onSaved?.(tables.map((table, i) => ({ ...table, ...editOf(next[i]!) })));
      toast.success("Table saved");
    } catch (error) {
      toast.error(`Save failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      setSaving(false);
    }
  };

  return {
    grids,
    index,
    /** The grid on screen: the draft while editing. */
    grid: draft ?? grids[index] ?? { rows: [], headerRows: 0 },
    editing: draft !== null,
    /** Editing, with changes not saved yet. */
    unsaved: draft !== null && !sameGrid(draft, grids[index] ?? { rows: [], headerRows: 0 }),
    saving,
    setIndex: (next: number) => !draft && setIndex(Math.max(0, Math.min(grids.length - 1, next))),
    startEditing: () => setDraft(grids[index] ?? { rows: [], headerRows: 0 }),
    changeDraft: setDraft,
    cancel: () => setDraft(null),
    save,
  };
}
