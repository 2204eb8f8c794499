import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Check, Pencil, Trash2, X } from "lucide-react";
import { useState, type FormEvent, type RefCallback } from "react";
import { ApiError } from "../../api/ApiError";
import { deleteTemplate, fetchTemplate, templateBodyOf, updateTemplate, type Template } from "../../api/templates";
import { TEMPLATES_KEY } from "../../templates/TemplatePicker";
import { selectedTemplateId, selectTemplate } from "../../templates/selectedTemplate";
import { toast } from "../../toast/toastStore";
import { QuestionDialog } from "../../components/Modal";
import { useFocusWhenShown } from "../../components/useFocusWhenShown";
import { waiting } from "../../components/waiting";

/** The server's answer for a template that no longer exists (deleted in another tab or by a teammate). */
const isGone = (error: unknown) => error instanceof ApiError && error.status === 404;

const iconButton = "rounded-md p-2 text-gray-500 hover:bg-gray-100 hover:text-gray-800 disabled:opacity-50";
/**
 * A button that turns `disabled` while focused loses the focus to the page; a busy Delete says so
 * instead (the classes History's busy buttons use, so no new CSS lands in the first load).
 */

/** What a template does, in a line: its areas' pages, guides and settings. */
export function templateSummary(template: Template): string {
  const areas = template.areas.length;
  const rules = [
    ...new Set(
      template.areas.map((a) => (a.page === "all" ? "every page" : a.page === "last" ? "last page" : `page ${a.page}`)),
    ),
  ];
  const guides = template.areas.reduce((n, a) => n + (a.columns?.length ?? 0), 0);
  const anchors = template.areas.filter((a) => a.anchor).length;
  const parts = [`${areas} ${areas === 1 ? "area" : "areas"} on ${rules.join(", ") || "no page"}`];
  if (guides > 0) parts.push(`${guides} column ${guides === 1 ? "guide" : "guides"}`);
  if (anchors > 0) parts.push(`${anchors} anchored`);
  if (template.pages) parts.push(`pages ${template.pages}`);
  if (template.stitch) parts.push("joins tables over pages");
  return parts.join(" · ");
}

/**
 * One template with Rename (inline) and Delete (asks first). `onDeleted` runs once the server has
 * deleted it, before the list is read again (its row and Delete button, `deleteRef`, still there).
 */
export function TemplateRow({
  template,
  deleteRef,
  onDeleted,
}: {
  template: Template;
  deleteRef?: RefCallback<HTMLButtonElement>;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(template.name);
  const [askingDelete, setAskingDelete] = useState(false);
  // The name field goes away with the focus in it: Rename takes the focus back when it closes.
  const renameButton = useFocusWhenShown<HTMLButtonElement>();
  const closeForm = () => {
    renameButton.expect();
    setRenaming(false);
  };
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEMPLATES_KEY });
  const rename = useMutation({
    // PUT replaces the whole template: it is read again first, so a teammate's change to its areas
    // since the list was loaded is kept rather than overwritten with the list's copy
    mutationFn: async (next: string) =>
      updateTemplate(template.id, { ...templateBodyOf(await fetchTemplate(template.id)), name: next }),
    onSuccess: async () => {
      await refresh();
      closeForm();
      toast.success("Template renamed");
    },
    onError: (error) => {
      if (!isGone(error)) return toast.error(`Rename failed: ${error.message}`);
      // the list still showed it: read it again, so the row goes rather than failing on every try
      toast.error("Rename failed: this template was deleted, in another tab or by a teammate");
      void refresh();
    },
  });
  const remove = useMutation({
    // already deleted elsewhere is what Delete asked for: the row goes like any deleted one
    mutationFn: () =>
      deleteTemplate(template.id).catch((error: unknown) => {
        if (!isGone(error)) throw error;
      }),
    onSuccess: async () => {
      onDeleted?.();
      if (selectedTemplateId() === template.id) selectTemplate(null);
      await refresh();
      toast.success("Template deleted");
    },
    onError: (error) => toast.error(`Delete failed: ${error.message}`),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() && !rename.isPending) rename.mutate(name.trim());
  };
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
      {renaming ? (
        <form onSubmit={submit} className="flex flex-1 items-center gap-2">
          <input
            aria-label="Template name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoFocus
            className="min-w-0 flex-1 rounded-md border border-gray-300 px-2.5 py-1.5 text-sm focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
          />
          {/* stays focusable while saving (components/waiting.ts): turned disabled, it dropped the focus to the page */}
          <button
            type="submit"
            className={`${iconButton} ${waiting}`}
            aria-label="Save name"
            aria-disabled={rename.isPending || !name.trim() || undefined}
          >
            <Check className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            className={iconButton}
            aria-label="Cancel rename"
            onClick={() => (closeForm(), setName(template.name))}
          >
            <X className="h-4 w-4" aria-hidden />
          </button>
        </form>
      ) : (
        <div className="min-w-0">
          <p className="truncate font-medium text-gray-900">{template.name}</p>
          <p className="text-sm text-gray-500">{templateSummary(template)}</p>
        </div>
      )}
      {!renaming && (
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            className={iconButton}
            ref={renameButton.ref}
            aria-label={`Rename ${template.name}`}
            onClick={() => setRenaming(true)}
          >
            <Pencil className="h-4 w-4" aria-hidden />
          </button>
          <button
            type="button"
            className={`${iconButton} hover:bg-red-50 hover:text-red-600 ${waiting}`}
            ref={deleteRef}
            aria-label={`Delete ${template.name}`}
            aria-disabled={remove.isPending || undefined}
            onClick={() => !remove.isPending && setAskingDelete(true)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </button>
        </div>
      )}
      {askingDelete && (
        <QuestionDialog
          title={`Delete the template “${template.name}”?`}
          stay="Keep Template"
          go="Delete Template"
          danger
          onAnswer={(go) => {
            setAskingDelete(false);
            if (go) remove.mutate();
          }}
        >
          It is gone for everyone in the workspace; the extractions it made keep the copy they ran with.
        </QuestionDialog>
      )}
    </li>
  );
}
