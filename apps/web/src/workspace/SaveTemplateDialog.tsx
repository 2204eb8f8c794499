import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { ApiError } from "../api/ApiError";
import { findAnchorOnPage } from "../api/reextract";
import { createTemplate, type TemplateBody } from "../api/templates";
import { Modal } from "../components/Modal";
import { Notice } from "../components/Notice";
import { TEMPLATES_KEY } from "../templates/TemplatePicker";
import { selectTemplate } from "../templates/selectedTemplate";
import { toast } from "../toast/toastStore";
import type { WorkArea } from "./areas";
import { locateInCells } from "./cells";
import { contains } from "./geometry";
import type { TemplateFormDraft } from "./templateDraft";
import type { WorkspaceModel } from "./useWorkspace";
import { TemplateForm } from "./TemplateForm";

/** Texts read inside an area (first rows first), offered as its anchor. */
function suggestionsFor(model: WorkspaceModel, area: WorkArea): string[] {
  const texts = new Set<string>();
  for (const { table, index } of model.tablesOnPage(area.page)) {
    if (
      !table.bbox ||
      !contains(area.box, { x: (table.bbox.x0 + table.bbox.x1) / 2, y: (table.bbox.y0 + table.bbox.y1) / 2 })
    )
      continue;
    for (const row of (model.grids[index]?.rows ?? []).slice(0, 3))
      for (const cell of row) if (cell.trim()) texts.add(cell.trim());
  }
  return [...texts].slice(0, 20);
}

/**
 * The "Save as template" dialog; the saved template becomes the one chosen for the next uploads.
 * What is typed is handed to `onDraft` and comes back as `draft` when the dialog opens again,
 * until the template is saved (then `onDraft(null)`).
 */
export function SaveTemplateDialog({
  model,
  draft,
  onDraft,
  onClose,
}: {
  model: WorkspaceModel;
  draft: TemplateFormDraft | null;
  onDraft: (draft: TemplateFormDraft | null) => void;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [takenName, setTakenName] = useState<{ name: string; message: string } | null>(null);
  // Once saved, the form's last renders must not hand its values back as a draft.
  const saved = useRef(false);
  const keepDraft = (next: TemplateFormDraft) => {
    if (!saved.current) onDraft(next);
  };
  const areas = [...model.areas].sort((a, b) => a.page - b.page || a.box[1] - b.box[1]);
  const inCells = (text: string, page: number) =>
    locateInCells(
      text,
      model
        .tablesOnPage(page)
        .map(({ table, index }) => ({ table, grid: model.grids[index] ?? { rows: [], headerRows: 0 } })),
    );
  // The server's search is the one extraction runs, so the saved offsets are the ones it applies;
  // it also finds text outside the tables (a heading above one). When it cannot answer (an
  // encrypted PDF, no connection), the tables' cells on the page are searched instead.
  const locate = async (text: string, page: number) => {
    try {
      const { bbox } = await findAnchorOnPage(model.extractionId, page, text);
      return { x: bbox.x0, y: bbox.y0 };
    } catch (e) {
      if (e instanceof ApiError && e.code === "anchor_not_found") return null;
      return inCells(text, page);
    }
  };
  const save = async (body: TemplateBody) => {
    setSaving(true);
    setError(null);
    setTakenName(null);
    try {
      const template = await createTemplate(body);
      await queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
      selectTemplate(template.id);
      toast.success(`Template "${template.name}" saved`);
      saved.current = true;
      onDraft(null);
      onClose();
    } catch (e) {
      // a name another template has is told at the name field, where it is changed (docs/api.md)
      if (e instanceof ApiError && e.code === "template_name_taken")
        setTakenName({ name: body.name, message: e.message });
      else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title="Save as template" onClose={onClose}>
      <p className="mb-4 text-sm text-gray-600">
        Reuse these areas, column guides and settings on PDFs laid out the same way: pick the template when you upload.
      </p>
      {error && (
        <div className="mb-3">
          <Notice tone="error">{error}</Notice>
        </div>
      )}
      <TemplateForm
        areas={areas}
        // The document's choices; an area's own method is saved on that area (templateDraft.ts),
        // so it never becomes the method of the pages the template has no area on.
        initial={{ pages: model.pageRange, stitch: model.stitch, method: model.method }}
        draft={draft}
        onDraft={keepDraft}
        locate={locate}
        anchorSuggestions={Object.fromEntries(areas.map((a) => [a.id, suggestionsFor(model, a)]))}
        saving={saving}
        takenName={takenName}
        onSubmit={(body) => void save(body)}
        onCancel={onClose}
      />
    </Modal>
  );
}
