import { Columns3, Rows3, Save, X } from "lucide-react";
import { buttonPrimary, buttonSecondary } from "../components/styles";
import { addColumn, addRow, type Grid } from "./grid";

/** Add Row, Add Column, Save and Cancel of Edit Table mode. */
export function EditToolbar({
  grid,
  onChange,
  onSave,
  onCancel,
  saving,
}: {
  grid: Grid;
  onChange: (grid: Grid) => void;
  onSave: () => void;
  onCancel: () => void;
  saving: boolean;
}) {
  return (
    <div className="flex flex-col gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-between">
      <div className="flex gap-2">
        <button type="button" className={buttonSecondary} onClick={() => onChange(addRow(grid))}>
          <Rows3 className="h-4 w-4" aria-hidden /> Add Row
        </button>
        <button type="button" className={buttonSecondary} onClick={() => onChange(addColumn(grid))}>
          <Columns3 className="h-4 w-4" aria-hidden /> Add Column
        </button>
      </div>
      <div className="flex gap-2">
        <button type="button" className={buttonSecondary} onClick={onCancel} disabled={saving}>
          <X className="h-4 w-4" aria-hidden /> Cancel
        </button>
        <button type="button" className={buttonPrimary} onClick={onSave} disabled={saving}>
          <Save className="h-4 w-4" aria-hidden /> {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </div>
  );
}
