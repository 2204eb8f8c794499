import { Plus, Trash2, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ExtractMethod } from "../api/templates";
import { addGuide, moveGuide, removeGuide, setAreaBox, type WorkArea } from "./areas";
import { isUsableBox, round1, type Box, type PageSize } from "./geometry";

const field =
  "w-full rounded-md border border-gray-300 px-2 py-1 text-sm tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none";
const small =
  "inline-flex items-center gap-1.5 rounded-md border border-gray-300 bg-white px-2.5 py-1.5 text-xs font-semibold text-gray-700 hover:bg-gray-50";

/**
 * A number field that reports a change once the value is a number (blur or Enter). It then shows
 * `value` again: the new one when the change was taken, the old one when it was refused (a box
 * turned inside out), so it never shows a number the area does not have.
 */
function NumberField({ label, value, onCommit }: { label: string; value: number; onCommit: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);
  const commit = () => {
    const parsed = Number(text);
    if (Number.isFinite(parsed) && parsed !== value) onCommit(round1(parsed));
    setText(String(value));
  };
  return (
    <label className="block text-xs text-gray-500">
      {label}
      <input
        className={field}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => e.key === "Enter" && commit()}
      />
    </label>
  );
}

/**
 * The selected area: method, header rows, its box as numbers (the keyboard way to place it) and
 * its column guides (add, set, remove).
 */
export function AreaPanel({
  area,
  size,
  onChange,
  onRemove,
}: {
  area: WorkArea;
  size: PageSize;
  onChange: (area: WorkArea) => void;
  onRemove: () => void;
}) {
  // Remove guide goes away with the focus on it: the focus moves to the guide that takes its
  // place (or the one before), or to Add column guide when none is left, not to the page.
  const refocusGuide = useRef<number | null>(null);
  const focusIfRefocused = (i: number) => (button: HTMLButtonElement | null) => {
    if (!button || refocusGuide.current !== i) return;
    refocusGuide.current = null;
    button.focus();
  };
  const removeGuideAt = (i: number) => {
    refocusGuide.current = Math.min(i, area.columns.length - 2);
    onChange(removeGuide(area, i));
  };
  const setBox = (i: number, v: number) => {
    const box = [...area.box] as Box;
    box[i] = Math.max(0, Math.min(i % 2 === 0 ? size.width : size.height, v));
    // no smaller than an area drawn with the mouse (a sliver reads nothing)
    if (isUsableBox(box)) onChange(setAreaBox(area, box));
  };
  return (
    <section aria-label="Table area" className="space-y-3">
      <div className="flex items-center justify-between">
        <h3 className="text-sm font-semibold text-gray-900">Table area on page {area.page}</h3>
        <button type="button" className={`${small} hover:text-red-700`} onClick={onRemove}>
          <Trash2 className="h-3.5 w-3.5" aria-hidden /> Remove area
        </button>
      </div>
      <p className="text-xs text-gray-500">
        Every change reads this page again. Method and header rows apply to this area only, and are kept in a template.
      </p>
      <div className="grid grid-cols-2 gap-3">
        <label className="block text-xs text-gray-500">
          Method
          <select
            className={field}
            value={area.method}
            onChange={(e) => onChange({ ...area, method: e.target.value as ExtractMethod })}
          >
            <option value="auto">Auto</option>
            <option value="lattice">Lattice (ruled lines)</option>
            <option value="stream">Stream (text alignment)</option>
          </select>
        </label>
        <label className="block text-xs text-gray-500">
          Header rows
          <select
            className={field}
            value={area.headerRows ?? ""}
            onChange={(e) => onChange({ ...area, headerRows: e.target.value === "" ? null : Number(e.target.value) })}
          >
            <option value="">Detect</option>
            {[0, 1, 2, 3, 4].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </div>
      <fieldset className="grid grid-cols-4 gap-2">
        <legend className="mb-1 text-xs font-medium text-gray-700">Box (points from the top-left)</legend>
        {(["Left", "Top", "Right", "Bottom"] as const).map((label, i) => (
          <NumberField key={label} label={label} value={area.box[i]!} onCommit={(v) => setBox(i, v)} />
        ))}
      </fieldset>
      <div className="space-y-2">
        <div className="flex items-center justify-between">
          <span className="text-xs font-medium text-gray-700">Column guides</span>
          <button type="button" ref={focusIfRefocused(-1)} className={small} onClick={() => onChange(addGuide(area))}>
            <Plus className="h-3.5 w-3.5" aria-hidden /> Add column guide
          </button>
        </div>
        {area.columns.length === 0 ? (
          <p className="text-xs text-gray-500">
            None: columns are found from the text. Double-click inside the area to add a guide where a column should
            split.
          </p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {area.columns.map((x, i) => (
              <li key={`${i}-${x}`} className="flex items-end gap-1">
                <div className="w-20">
                  <NumberField label={`Guide ${i + 1}`} value={x} onCommit={(v) => onChange(moveGuide(area, i, v))} />
                </div>
                <button
                  type="button"
                  className="mb-1 rounded p-1 text-gray-400 hover:bg-red-50 hover:text-red-600"
                  ref={focusIfRefocused(i)}
                  aria-label={`Remove guide ${i + 1}`}
                  onClick={() => removeGuideAt(i)}
                >
                  <X className="h-4 w-4" aria-hidden />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
