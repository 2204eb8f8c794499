import type { ExtractedTable } from "../api/extractionTypes";
import type { WorkArea } from "./areas";
import { cellConfidence, gridLines, isLowConfidence, placedCells } from "./cells";
import { boxOf, type Box, type Handle } from "./geometry";
import type { CellRef } from "./useWorkspace";

const HANDLES: Handle[] = ["nw", "n", "ne", "e", "se", "s", "sw", "w"];

function handlePoint(box: Box, handle: Handle): [number, number] {
  const x = handle.includes("w") ? box[0] : handle.includes("e") ? box[2] : (box[0] + box[2]) / 2;
  const y = handle.includes("n") ? box[1] : handle.includes("s") ? box[3] : (box[1] + box[3]) / 2;
  return [x, y];
}

const cursorOf: Record<Handle, string> = {
  move: "move",
  n: "ns-resize",
  s: "ns-resize",
  e: "ew-resize",
  w: "ew-resize",
  ne: "nesw-resize",
  sw: "nesw-resize",
  nw: "nwse-resize",
  se: "nwse-resize",
};

/** The tag over a detected table's box: its number and confidence ("Table 12 · 100%"). */
const tableLabel = (index: number, confidence: number | null | undefined) =>
  `Table ${index + 1} · ${Math.round((confidence ?? 0) * 100)}%`;

/**
 * Screen pixels of the tag's box: room for its 11 px bold text (about 7 px a character in the
 * wider sans-serif fonts, e.g. DejaVu Sans on Linux) plus 5 px each side. A fixed width cut
 * "Table 1 · 100%" short, white text running out onto the white page.
 */
const labelWidth = (label: string) => 10 + Math.ceil(label.length * 7);

/** The detected tables of a page: box, row and column lines, low-confidence and pointed cells. */
export function TablesLayer({
  tables,
  selected,
  hover,
  zoom,
}: {
  tables: { table: ExtractedTable; index: number }[];
  selected: number | null;
  hover: CellRef | null;
  zoom: number;
}) {
  const px = (n: number) => n / zoom;
  return (
    <g>
      {tables.map(({ table, index }) => {
        if (!table.bbox) return null;
        const box = boxOf(table.bbox);
        const label = tableLabel(index, table.confidence);
        const cells = placedCells(table);
        const lines = gridLines(cells, box);
        const isSelected = selected === index;
        return (
          <g key={index} data-table={index}>
            <rect
              x={box[0]}
              y={box[1]}
              width={box[2] - box[0]}
              height={box[3] - box[1]}
              className={isSelected ? "fill-brand-500/10 stroke-brand-600" : "fill-brand-500/5 stroke-brand-500"}
              strokeWidth={px(isSelected ? 2.5 : 1.5)}
            />
            {cells.map((cell) =>
              isLowConfidence(cellConfidence(table, cell.row, cell.col)) ? (
                <rect
                  key={`low-${cell.row}-${cell.col}`}
                  data-low-confidence=""
                  x={cell.box[0]}
                  y={cell.box[1]}
                  width={cell.box[2] - cell.box[0]}
                  height={cell.box[3] - cell.box[1]}
                  className="fill-amber-300/25"
                />
              ) : null,
            )}
            {lines.rows.map((y) => (
              <line
                key={`r${y}`}
                x1={box[0]}
                x2={box[2]}
                y1={y}
                y2={y}
                className="stroke-brand-500/60"
                strokeWidth={px(1)}
              />
            ))}
            {lines.columns.map((x) => (
              <line
                key={`c${x}`}
                x1={x}
                x2={x}
                y1={box[1]}
                y2={box[3]}
                className="stroke-brand-500/60"
                strokeWidth={px(1)}
              />
            ))}
            {hover?.table === index &&
              cells
                .filter((c) => c.row === hover.row && c.col === hover.col)
                .map((c) => (
                  <rect
                    key="hover"
                    data-testid="page-cell-highlight"
                    x={c.box[0]}
                    y={c.box[1]}
                    width={c.box[2] - c.box[0]}
                    height={c.box[3] - c.box[1]}
                    className="fill-brand-500/30 stroke-brand-700"
                    strokeWidth={px(1.5)}
                  />
                ))}
            <g transform={`translate(${box[0]} ${box[1] - px(18)})`}>
              <rect
                width={px(labelWidth(label))}
                height={px(16)}
                rx={px(3)}
                className={isSelected ? "fill-brand-600" : "fill-brand-500"}
              />
              <text
                x={px(5)}
                y={px(12)}
                fontSize={px(11)}
                fontWeight={600}
                className="fill-white"
                style={{ userSelect: "none" }}
              >
                {label}
              </text>
            </g>
          </g>
        );
      })}
    </g>
  );
}

/** The user's areas of a page: dashed box, column guides, and the handles of the selected one. */
export function AreasLayer({
  areas,
  selectedId,
  zoom,
}: {
  areas: WorkArea[];
  selectedId: string | null;
  zoom: number;
}) {
  const px = (n: number) => n / zoom;
  const handle = px(9);
  return (
    <g>
      {areas.map((area) => {
        const [x0, y0, x1, y1] = area.box;
        const selected = area.id === selectedId;
        return (
          <g key={area.id} data-area={area.id} role="group" aria-label={`Table area ${x0}, ${y0} to ${x1}, ${y1}`}>
            <rect
              data-handle="move"
              x={x0}
              y={y0}
              width={x1 - x0}
              height={y1 - y0}
              className={selected ? "fill-sky-500/10 stroke-sky-600" : "fill-sky-500/5 stroke-sky-500"}
              strokeWidth={px(selected ? 2.5 : 2)}
              strokeDasharray={`${px(6)} ${px(4)}`}
              style={{ cursor: "move" }}
            />
            {area.columns.map((x, i) => (
              <g key={`${i}-${x}`} data-guide={i} style={{ cursor: "col-resize" }}>
                <line x1={x} x2={x} y1={y0} y2={y1} className="stroke-orange-500" strokeWidth={px(2)} />
                <rect data-guide={i} x={x - px(5)} y={y0} width={px(10)} height={y1 - y0} fill="transparent" />
                <circle cx={x} cy={y0} r={px(4)} className="fill-orange-500" />
              </g>
            ))}
            {selected &&
              HANDLES.map((h) => {
                const [hx, hy] = handlePoint(area.box, h);
                return (
                  <rect
                    key={h}
                    data-handle={h}
                    x={hx - handle / 2}
                    y={hy - handle / 2}
                    width={handle}
                    height={handle}
                    rx={px(2)}
                    className="fill-white stroke-sky-600"
                    strokeWidth={px(1.5)}
                    style={{ cursor: cursorOf[h] }}
                  />
                );
              })}
          </g>
        );
      })}
    </g>
  );
}
