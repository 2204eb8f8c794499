import { Trash2 } from "lucide-react";
import { deleteColumn, deleteRow, setCell, widthOf, type Grid } from "./grid";

const iconButton = "rounded p-1 text-gray-400 hover:bg-red-50 hover:text-red-600";

/** Grid of text inputs with a delete button per row and per column. */
export function EditableGrid({ grid, onChange }: { grid: Grid; onChange: (grid: Grid) => void }) {
  const width = widthOf(grid);
  return (
    <div className="max-h-80 overflow-auto rounded-md border border-gray-200">
      <table className="min-w-full text-sm">
        <thead>
          <tr>
            <th className="w-8" aria-label="Row actions" />
            {Array.from({ length: width }, (_, c) => (
              <th key={c} className="px-1 py-1 text-center">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Delete column ${c + 1}`}
                  onClick={() => onChange(deleteColumn(grid, c))}
                >
                  <Trash2 className="mx-auto h-4 w-4" aria-hidden />
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((cells, r) => (
            <tr key={r} className={r < grid.headerRows ? "bg-brand-50" : undefined}>
              <td className="px-1">
                <button
                  type="button"
                  className={iconButton}
                  aria-label={`Delete row ${r + 1}`}
                  onClick={() => onChange(deleteRow(grid, r))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
              </td>
              {cells.map((cell, c) => (
                <td key={c} className="p-0.5">
                  <input
                    value={cell}
                    aria-label={`Row ${r + 1}, column ${c + 1}`}
                    onChange={(e) => onChange(setCell(grid, r, c, e.target.value))}
                    className={`w-32 min-w-0 rounded border border-gray-200 px-2 py-1 focus:border-brand-500 focus:ring-1 focus:ring-brand-500 focus:outline-none ${r < grid.headerRows ? "font-semibold" : ""}`}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
