import { Columns3, Rows3, Save, X } from "lucide-react";
import { buttonPrimary, buttonSecondary } from "../components/styles";
import { waiting } from "../components/waiting";
import { addColumn, addRow, type Grid } from "./grid";

/**
 * Add Row, Add Column, Save and Cancel of Edit Table mode. While saving, Save and Cancel stay
 * focusable and ignore presses (components/waiting.ts): turned disabled under the keyboard, they
 * would drop the focus to the page.
 */
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
        <button
          type="button"
          className={`${buttonSecondary} ${waiting}`}
          onClick={saving ? undefined : onCancel}
          aria-disabled={saving || undefined}
        >
          <X className="h-4 w-4" aria-hidden /> Cancel
        </button>
        <button
          type="button"
          className={`${buttonPrimary} ${waiting}`}
          onClick={saving ? undefined : onSave}
          aria-disabled={saving || undefined}
        >
          <Save className="h-4 w-4" aria-hidden /> {saving ? "Saving..." : "Save"}
        </button>
      </div>
    </div>
  );
}
