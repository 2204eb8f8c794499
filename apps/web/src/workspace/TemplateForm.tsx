import { useEffect, useState, type FormEvent } from "react";
import type { TemplateBody } from "../api/templates";
import { FieldError } from "../components/FieldError";
import { buttonPrimary, buttonSecondary } from "../components/styles";
import { waiting } from "../components/waiting";
import type { WorkArea } from "./areas";
import {
  formValuesFrom,
  lookUpAnchors,
  templateBody,
  validateTemplateForm,
  type AnchorLookup,
  type AreaChoice,
  type PageRuleChoice,
  type TemplateFormDraft,
  type TemplateFormStart,
  type TemplateFormValues,
} from "./templateDraft";

const field =
  "w-full rounded-md border border-gray-300 px-2.5 py-1.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none";

/**
 * "Save as template": a name, the page range, stitch, and for each area which pages it applies
 * to (its page, every page, the last page) and an optional anchor text that finds it when it
 * moves. Column guides, method and header rows come from the areas as they are.
 */
export function TemplateForm({
  areas,
  initial,
  draft = null,
  onDraft,
  locate,
  anchorSuggestions,
  saving,
  takenName = null,
  onSubmit,
  onCancel,
}: {
  areas: WorkArea[];
  initial: TemplateFormStart;
  /** What was typed the last time the form was closed without saving. */
  draft?: TemplateFormDraft | null;
  /** Told every change, so that closing the form does not lose what was typed. */
  onDraft?: (draft: TemplateFormDraft) => void;
  /** Where an anchor text starts on a page (the server's search, which extraction uses too). */
  locate: AnchorLookup;
  /** Texts read inside each area (by id), offered as anchors. */
  anchorSuggestions: Record<string, string[]>;
  saving: boolean;
  /** A name the server refused as another template's (409 template_name_taken), with its message. */
  takenName?: { name: string; message: string } | null;
  onSubmit: (body: TemplateBody) => void;
  onCancel: () => void;
}) {
  const [values, setValues] = useState<TemplateFormValues>(() => formValuesFrom(initial, areas, draft));
  // Kept by the workspace, so Escape or a click beside the dialog does not lose what was typed.
  useEffect(() => onDraft?.({ values, start: initial }), [values, initial, onDraft]);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const choose = (id: string, change: Partial<AreaChoice>) =>
    setValues((v) => ({ ...v, choices: { ...v.choices, [id]: { ...v.choices[id]!, ...change } } }));

  const [locating, setLocating] = useState(false);

  // Busy, Save template stays focusable (components/waiting.ts): turned disabled under the
  // keyboard it dropped the focus to the page behind the dialog. Presses, and Enter in a field,
  // are ignored meanwhile, so the template is never sent twice.
  const busy = saving || locating;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setLocating(true);
    try {
      const located = await lookUpAnchors(values, areas, locate);
      const found = validateTemplateForm(values, areas, located);
      setProblems(found);
      if (Object.keys(found).length === 0) onSubmit(templateBody(values, areas, located));
    } finally {
      setLocating(false);
    }
  };

  // the server's refusal stands beside the name while that name is still the one typed
  const nameProblem =
    problems.name ?? (takenName && values.name.trim() === takenName.name ? takenName.message : undefined);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div>
        <label htmlFor="template-name" className="text-sm font-medium text-gray-700">
          Template name
        </label>
        <input
          id="template-name"
          className={field}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          placeholder="e.g. Monthly bank statement"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? "template-name-error" : undefined}
          autoFocus
        />
        <FieldError id="template-name-error" message={nameProblem} />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="template-pages" className="text-sm font-medium text-gray-700">
            Pages
          </label>
          <input
            id="template-pages"
            className={field}
            value={values.pages}
            onChange={(e) => setValues({ ...values, pages: e.target.value })}
            placeholder="All pages"
          />
          <FieldError id="template-pages-error" message={problems.pages} />
        </div>
        <label className="flex items-center gap-2 self-end pb-2 text-sm text-gray-700">
          <input
            type="checkbox"
            checked={values.stitch}
            onChange={(e) => setValues({ ...values, stitch: e.target.checked })}
            className="rounded border-gray-300 text-brand-600"
          />
          Join tables that continue over pages
        </label>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-700">Areas</legend>
        {problems.areas && <FieldError id="template-areas-error" message={problems.areas} />}
        {areas.map((area, i) => {
          const choice = values.choices[area.id]!;
          const listId = `anchors-${area.id}`;
          return (
            <div key={area.id} className="rounded-lg border border-gray-200 p-3">
              <p className="text-sm font-medium text-gray-900">
                Area {i + 1}{" "}
                <span className="font-normal text-gray-500">
                  · page {area.page} · {area.columns.length} guides · {area.method} · header rows{" "}
                  {area.headerRows ?? "detected"}
                </span>
              </p>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                <label className="block text-xs text-gray-500">
                  Applies to
                  <select
                    aria-label={`Area ${i + 1} applies to`}
                    className={field}
                    value={choice.rule}
                    onChange={(e) => choose(area.id, { rule: e.target.value as PageRuleChoice })}
                  >
                    <option value="page">Page {area.page}</option>
                    <option value="all">Every page</option>
                    <option value="last">The last page</option>
                  </select>
                </label>
                <label className="block text-xs text-gray-500">
                  Anchor text (optional)
                  <input
                    aria-label={`Area ${i + 1} anchor text`}
                    list={listId}
                    className={field}
                    value={choice.anchor}
                    onChange={(e) => choose(area.id, { anchor: e.target.value })}
                    placeholder="Text the table sits under"
                  />
                  <datalist id={listId}>
                    {(anchorSuggestions[area.id] ?? []).map((text) => (
                      <option key={text} value={text} />
                    ))}
                  </datalist>
                </label>
              </div>
              <FieldError id={`anchor-${area.id}-error`} message={problems[`anchor:${area.id}`]} />
            </div>
          );
        })}
      </fieldset>
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonSecondary} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={`${buttonPrimary} ${waiting}`} aria-disabled={busy || undefined}>
          {saving ? "Saving..." : locating ? "Finding anchors..." : "Save template"}
        </button>
      </div>
    </form>
  );
}
