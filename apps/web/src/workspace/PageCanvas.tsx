import { useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from "react";
import { addGuide, dragArea, moveGuide, removeGuide, setAreaBox, type WorkArea } from "./areas";
import { cellAt, placedCells } from "./cells";
import {
  boxFromCorners,
  contains,
  isUsableBox,
  moveBox,
  round1,
  type Box,
  type Handle,
  type PageSize,
  type Point,
} from "./geometry";
import { AreasLayer, TablesLayer } from "./PageOverlay";
import type { CellRef, Selection } from "./useWorkspace";
import type { ExtractedTable } from "../api/extractionTypes";

type Drag =
  | { kind: "draw"; start: Point; current: Point }
  | { kind: "area"; handle: Handle; start: Point; original: WorkArea; current: WorkArea }
  | { kind: "guide"; index: number; start: Point; original: WorkArea; current: WorkArea };

/** What the page view needs from the workspace. */
export interface PageCanvasProps {
  /** The focusable page (the workspace gives it the focus when the control that had it goes away). */
  ref?: Ref<HTMLDivElement>;
  page: number;
  size: PageSize;
  imageUrl: string | null;
  zoom: number;
  tables: { table: ExtractedTable; index: number }[];
  areas: WorkArea[];
  selection: Selection;
  hover: CellRef | null;
  busy: boolean;
  onDraw: (box: Box) => void;
  /** An area changed; `rerun` is false while keys are still being pressed (the caller debounces anyway). */
  onAreaChange: (area: WorkArea) => void;
  onRemoveArea: (id: string) => void;
  onSelect: (selection: Selection) => void;
  onHover: (cell: CellRef | null) => void;
}

/** Arrow-key steps in points: plain, and with Shift. */
const STEP = 1;
const BIG_STEP = 10;

/**
 * One page with its tables and the user's areas drawn over it. Mouse: drag on the page draws an
 * area; drag an area to move it, its handles to resize it, an orange guide to move it;
 * double-click inside an area adds a column guide there. Keyboard (page focused): Enter adds an
 * area, Tab-like cycling with N, arrows move the selected area (Shift: 10 pt, Alt: resize),
 * G adds a guide, Delete removes the area, Escape clears the selection.
 */
export function PageCanvas(props: PageCanvasProps) {
  const { page, size, imageUrl, zoom, tables, areas, selection, hover, busy } = props;
  const svg = useRef<SVGSVGElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const selectedArea = selection?.kind === "area" ? (areas.find((a) => a.id === selection.id) ?? null) : null;

  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const rect = svg.current!.getBoundingClientRect();
    const scaleX = rect.width > 0 ? size.width / rect.width : 1 / zoom;
    const scaleY = rect.height > 0 ? size.height / rect.height : 1 / zoom;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const target = event.target as Element;
    const point = pointOf(event);
    const areaId = target.closest("[data-area]")?.getAttribute("data-area");
    const area = areaId ? areas.find((a) => a.id === areaId) : undefined;
    const guide = target.getAttribute("data-guide") ?? target.closest("[data-guide]")?.getAttribute("data-guide");
    const handle = target.getAttribute("data-handle") as Handle | null;
    svg.current?.setPointerCapture?.(event.pointerId);
    event.preventDefault();
    if (area && guide !== null && guide !== undefined) {
      setDrag({ kind: "guide", index: Number(guide), start: point, original: area, current: area });
      props.onSelect({ kind: "area", id: area.id });
    } else if (area && handle) {
      setDrag({ kind: "area", handle, start: point, original: area, current: area });
      props.onSelect({ kind: "area", id: area.id });
    } else setDrag({ kind: "draw", start: point, current: point });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const point = pointOf(event);
    if (!drag) {
      for (const { table, index } of tables) {
        const cell = cellAt(placedCells(table), point);
        if (cell) return props.onHover({ table: index, row: cell.row, col: cell.col });
      }
      if (hover) props.onHover(null);
      return;
    }
    const dx = point.x - drag.start.x;
    const dy = point.y - drag.start.y;
    if (drag.kind === "draw") setDrag({ ...drag, current: point });
    else if (drag.kind === "area") setDrag({ ...drag, current: dragArea(drag.original, drag.handle, dx, dy, size) });
    else setDrag({ ...drag, current: moveGuide(drag.original, drag.index, drag.original.columns[drag.index]! + dx) });
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    if (!drag) return;
    const point = pointOf(event);
    setDrag(null);
    if (drag.kind === "draw") {
      const box = boxFromCorners(drag.start, point, size);
      if (isUsableBox(box)) return props.onDraw(box);
      // A click: select the table under it, or nothing.
      const hit = tables.find(
        ({ table }) => table.bbox && contains([table.bbox.x0, table.bbox.y0, table.bbox.x1, table.bbox.y1], point),
      );
      props.onSelect(hit ? { kind: "table", index: hit.index } : null);
      return;
    }
    const moved = Math.abs(point.x - drag.start.x) > 0.5 || Math.abs(point.y - drag.start.y) > 0.5;
    if (moved) props.onAreaChange(drag.current);
  };

  const onDoubleClick = (event: React.MouseEvent<SVGSVGElement>) => {
    const point = pointOf(event);
    const area = areas.find((a) => contains(a.box, point));
    if (area) {
      props.onAreaChange(addGuide(area, round1(point.x)));
      props.onSelect({ kind: "area", id: area.id });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    // Ctrl or Cmd with a key is the browser's or the system's shortcut (Ctrl+G find next, Cmd+H
    // hide, Ctrl+N new window, Cmd+Backspace), never the page's: G, H, N and Delete act alone
    if (event.ctrlKey || event.metaKey) return;
    if (event.key === "Enter" && !selectedArea) {
      event.preventDefault();
      const w = Math.min(300, size.width * 0.6);
      const h = Math.min(200, size.height * 0.3);
      const x0 = round1((size.width - w) / 2);
      const y0 = round1((size.height - h) / 2);
      props.onDraw([x0, y0, round1(x0 + w), round1(y0 + h)]);
      return;
    }
    if (event.key.toLowerCase() === "n" && areas.length > 0) {
      event.preventDefault();
      const at = selectedArea ? areas.findIndex((a) => a.id === selectedArea.id) : -1;
      props.onSelect({ kind: "area", id: areas[(at + 1) % areas.length]!.id });
      return;
    }
    if (!selectedArea) return;
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? BIG_STEP : STEP;
      const [dx, dy] = [arrow[0] * step, arrow[1] * step];
      if (event.altKey) {
        const [x0, y0, x1, y1] = selectedArea.box;
        const grown: Box = [
          x0,
          y0,
          Math.min(size.width, Math.max(x0 + 8, x1 + dx)),
          Math.min(size.height, Math.max(y0 + 8, y1 + dy)),
        ];
        props.onAreaChange(setAreaBox(selectedArea, grown));
      } else {
        const box = moveBox(selectedArea.box, dx, dy, size);
        const shift = box[0] - selectedArea.box[0];
        props.onAreaChange({ ...selectedArea, box, columns: selectedArea.columns.map((x) => round1(x + shift)) });
      }
    } else if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      props.onRemoveArea(selectedArea.id);
    } else if (event.key.toLowerCase() === "g") {
      event.preventDefault();
      props.onAreaChange(addGuide(selectedArea));
    } else if (event.key.toLowerCase() === "h" && selectedArea.columns.length > 0) {
      event.preventDefault();
      props.onAreaChange(removeGuide(selectedArea, selectedArea.columns.length - 1));
    } else if (event.key === "Escape") {
      props.onSelect(null);
    }
  };

  const shown = areas.map((a) => (drag && drag.kind !== "draw" && drag.original.id === a.id ? drag.current : a));
  const drawing = drag?.kind === "draw" ? boxFromCorners(drag.start, drag.current, size) : null;

  return (
    <div
      ref={props.ref}
      tabIndex={0}
      role="application"
      aria-label={`Page ${page}. Drag to draw a table area; Enter adds one; arrows move the selected area, Alt+arrows resize it, G adds a column guide, Delete removes it, Ctrl+Z undoes.`}
      aria-busy={busy}
      data-testid="page-canvas"
      onKeyDown={onKeyDown}
      className="relative mx-auto shrink-0 bg-white shadow-lg ring-1 ring-gray-900/10 outline-none focus-visible:ring-4 focus-visible:ring-brand-400"
      style={{ width: size.width * zoom, height: size.height * zoom }}
    >
      {imageUrl ? (
        <img
          src={imageUrl}
          alt={`Page ${page}`}
          draggable={false}
          className="absolute inset-0 h-full w-full select-none"
        />
      ) : (
        <div className="absolute inset-0 animate-pulse bg-gray-100" role="status" aria-label="Loading page" />
      )}
      <svg
        ref={svg}
        data-testid="page-overlay"
        viewBox={`0 0 ${size.width} ${size.height}`}
        className="absolute inset-0 h-full w-full touch-none"
        style={{ cursor: "crosshair" }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerLeave={() => !drag && hover && props.onHover(null)}
        onDoubleClick={onDoubleClick}
      >
        <TablesLayer
          tables={tables}
          selected={selection?.kind === "table" ? selection.index : null}
          hover={hover}
          zoom={zoom}
        />
        <AreasLayer areas={shown} selectedId={selectedArea?.id ?? null} zoom={zoom} />
        {drawing && (
          <rect
            data-testid="drawing-area"
            x={drawing[0]}
            y={drawing[1]}
            width={drawing[2] - drawing[0]}
            height={drawing[3] - drawing[1]}
            className="fill-sky-500/10 stroke-sky-600"
            strokeWidth={2 / zoom}
            strokeDasharray={`${6 / zoom} ${4 / zoom}`}
          />
        )}
      </svg>
      {busy && (
        <div className="pointer-events-none absolute inset-x-0 top-0 flex justify-center p-3">
          <span className="inline-flex items-center gap-2 rounded-full bg-gray-900/80 px-3 py-1.5 text-xs font-medium text-white shadow">
            <span className="h-3 w-3 animate-spin rounded-full border-2 border-white/40 border-t-white" aria-hidden />{" "}
            Re-extracting page {page}…
          </span>
        </div>
      )}
    </div>
  );
}
