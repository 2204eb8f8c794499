import type { ExtractedTable } from "../api/extractionTypes";
import type { Grid } from "../preview/grid";
import { cellConfidence, isLowConfidence } from "./cells";
import type { CellRef } from "./useWorkspace";

/**
 * The selected table's grid. Pointing at a cell highlights it on the page (and a cell pointed at
 * on the page is highlighted here); cells the engine is unsure of are marked amber.
 */
export function WorkspaceGrid({
  table,
  index,
  grid,
  hover,
  onHover,
}: {
  table: ExtractedTable;
  index: number;
  grid: Grid;
  hover: CellRef | null;
  onHover: (cell: CellRef | null) => void;
}) {
  if (grid.rows.length === 0) return <p className="p-4 text-center text-sm text-gray-500">This table is empty.</p>;
  return (
    <div className="max-h-[28rem] overflow-auto rounded-lg border border-gray-200" onMouseLeave={() => onHover(null)}>
      <table className="min-w-full text-left text-sm" data-testid="workspace-grid">
        <tbody>
          {grid.rows.map((cells, r) => (
            <tr key={r} className={r < grid.headerRows ? "bg-gray-50" : undefined}>
              {cells.map((cell, c) => {
                const confidence = cellConfidence(table, r, c);
                const low = isLowConfidence(confidence);
                const pointed = hover?.table === index && hover.row === r && hover.col === c;
                const Tag = r < grid.headerRows ? "th" : "td";
                return (
                  <Tag
                    key={c}
                    onMouseEnter={() => onHover({ table: index, row: r, col: c })}
                    data-pointed={pointed || undefined}
                    data-low-confidence={low || undefined}
                    title={
                      low && confidence !== null
                        ? `Check this cell: ${Math.round(confidence * 100)}% confidence`
                        : undefined
                    }
                    className={`border-b border-r border-gray-100 px-2.5 py-1.5 whitespace-pre-wrap ${Tag === "th" ? "font-semibold text-gray-900" : "text-gray-700"} ${
                      pointed ? "bg-brand-100 ring-2 ring-brand-500 ring-inset" : low ? "bg-amber-50/80" : ""
                    }`}
                  >
                    {cell}
                  </Tag>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
