import { ScrollRegion } from "../components/ScrollRegion";
import type { Grid } from "./grid";

/** Read-only, scrollable view of a grid; header rows are table headers. */
export function TableGrid({ grid }: { grid: Grid }) {
  if (grid.rows.length === 0) return <p className="p-4 text-center text-sm text-gray-500">This table is empty.</p>;
  return (
    <ScrollRegion label="Table cells" className="max-h-80 rounded-md border border-gray-200">
      <table className="min-w-full text-left text-sm">
        <tbody>
          {grid.rows.map((cells, r) => (
            <tr key={r} className={r < grid.headerRows ? "bg-brand-50" : r % 2 ? "bg-gray-50" : "bg-white"}>
              {cells.map((cell, c) =>
                r < grid.headerRows ? (
                  <th
                    key={c}
                    scope="col"
                    className="border-b border-gray-200 px-3 py-2 font-semibold whitespace-pre-wrap text-gray-900"
                  >
                    {cell}
                  </th>
                ) : (
                  <td key={c} className="border-b border-gray-100 px-3 py-2 whitespace-pre-wrap text-gray-700">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
