import {
  AlertTriangle,
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  Download,
  LayoutTemplate,
  Maximize2,
  Minus,
  MousePointerSquareDashed,
  Plus,
  Redo2,
  RotateCcw,
  Undo2,
} from "lucide-react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import type { ExportFormat } from "../api/extractionTypes";
import { downloadExtraction, downloadName } from "../api/extractions";
import { saveBlob } from "../api/saveBlob";
import { FormatSelect } from "../components/FormatSelect";
import { PageSpinner } from "../components/PageSpinner";
import { buttonPrimary, buttonSecondary } from "../components/styles";
import { usePageTitle } from "../layout/usePageTitle";
import { toast } from "../toast/toastStore";
import { areasOnPage } from "./areas";
import { AreaPanel } from "./AreaPanel";
import { ConfirmDropEdits } from "./ConfirmDropEdits";
import { DiscardChangesDialog } from "../components/DiscardChangesDialog";
import { useWarnBeforeUnload } from "../components/useWarnBeforeUnload";
import { useFocusTrap } from "../components/useFocusTrap";
import { DocumentPanel } from "./DocumentPanel";
import { DownloadUnsavedDialog } from "./DownloadUnsavedDialog";
import { fitWidthZoom, stepZoom, type PageSize } from "./geometry";
import { PageCanvas } from "./PageCanvas";
import { PageList } from "./PageList";
import { pdfPasswordOf, rememberPdfPassword } from "./pdfPasswords";
import { PASSWORD_CODES, PdfPasswordPrompt } from "./PdfPasswordPrompt";
import { SaveTemplateDialog } from "./SaveTemplateDialog";
import type { TemplateFormDraft } from "./templateDraft";
import { tableKeys, tableName } from "./tableEdits";
import { TablePanel } from "./TablePanel";
import { useBackGuard } from "./useBackGuard";
import { useUndoKeys } from "./useUndoKeys";
import { usePageImage } from "./usePageImage";
import { clampPage, useWorkspace, type Selection, type WorkspaceModel } from "./useWorkspace";
import { OcrPagesNote, ocrPagesOf } from "../components/OcrPagesNote";
import { waiting } from "../components/waiting";

const LETTER: PageSize = { width: 612, height: 792 };
const iconButton =
  "inline-flex h-8 w-8 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100 disabled:opacity-40";

/**
 * The correction workspace (#/workspace/:id): every page of a stored extraction at a zoomable
 * scale with its tables drawn over it, a page list, the selected table's grid, areas and column
 * guides drawn with the mouse or the keyboard, and re-extraction of just the page that changed.
 */
export default function WorkspacePage() {
  const { id = "" } = useParams();
  usePageTitle("Workspace");
  // An encrypted PDF's password: typed on Home or here, held in this tab's memory only
  // (pdfPasswords.ts); without one the workspace asks when the PDF needs it.
  const [typed, setTyped] = useState<string>();
  const password = typed ?? pdfPasswordOf(id);
  const unlock = (value: string) => {
    rememberPdfPassword(id, value);
    setTyped(value);
  };
  const model = useWorkspace(id, password);
  const navigate = useNavigate();
  // Back to the page before when the app put one there (React Router numbers its entries from
  // 0, `idx`); opened straight from a link or a new tab, to History. The history's length would
  // count the Back guard's entry left forward (useBackGuard) and other sites' pages.
  const close = () =>
    ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0 ? navigate(-1) : navigate("/history");

  if (model.loadError) {
    return (
      <Shell>
        <div className="m-auto max-w-md rounded-xl bg-white p-6 text-center shadow">
          <AlertTriangle className="mx-auto h-8 w-8 text-red-500" aria-hidden />
          <h1 className="mt-2 text-lg font-semibold text-gray-900">This extraction cannot be opened</h1>
          <p className="mt-1 text-sm text-gray-600">{model.loadError}</p>
          <Link to="/history" className={`${buttonSecondary} mt-4`}>
            Back to history
          </Link>
        </div>
      </Shell>
    );
  }
  if (!model.result || !model.status) {
    return (
      <Shell>
        <div className="m-auto">
          <PageSpinner />
        </div>
      </Shell>
    );
  }
  return <Loaded model={model} onClose={close} onPassword={unlock} />;
}

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="fixed inset-0 z-[80] flex flex-col bg-gray-100">{children}</div>;
}

function Loaded({
  model,
  onClose,
  onPassword,
}: {
  model: WorkspaceModel;
  onClose: () => void;
  onPassword: (password: string) => void;
}) {
  const tables = model.result!.tables;
  const [format, setFormat] = useState<ExportFormat>("xlsx");
  const [zoom, setZoom] = useState<number | null>(null);
  const [templateOpen, setTemplateOpen] = useState(false);
  // What was typed in Save as template, kept while this extraction's workspace is open (templateDraft.ts).
  const templateDraft = useRef<{ id: string; draft: TemplateFormDraft } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const image = usePageImage(model.extractionId, model.page, model.password);
  const runNeedsPassword = PASSWORD_CODES.has(model.runError?.code ?? "");
  const needsPassword = PASSWORD_CODES.has(image.code ?? "") || runNeedsPassword;
  // a re-extraction refused for want of the password runs again once it is given
  const retryWithPassword = useRef(false);
  retryWithPassword.current = runNeedsPassword;
  const { retry } = model;
  useEffect(() => {
    if (model.password && retryWithPassword.current) retry();
    // only a new password retries
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [model.password]);
  const size = image.image?.size ?? lastSize.current ?? LETTER;
  if (image.image) lastSize.current = image.image.size;
  const viewport = useRef<HTMLDivElement>(null);
  // The workspace covers the whole app: the focus starts in it and Tab stays in it, or it would
  // walk through the top bar and footer hidden behind it.
  const root = useRef<HTMLDivElement>(null);
  useFocusTrap(root);
  useUndoKeys(root, model.undo, model.redo);
  const [available, setAvailable] = useState(800);
  useLayoutEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const measure = () => setAvailable(el.clientWidth - (el.clientWidth < 640 ? 24 : 48));
    measure();
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, []);
  const fit = Math.min(1.5, Math.floor(fitWidthZoom(available, size) * 20) / 20);
  const shownZoom = zoom ?? fit;

  const onPage = model.tablesOnPage(model.page);
  const selectedTable = model.selection?.kind === "table" ? model.selection.index : (onPage[0]?.index ?? null);
  const selection = model.selection;
  const selectedArea =
    selection?.kind === "area"
      ? (model.areas.find((a) => a.id === selection.id && a.page === model.page) ?? null)
      : null;
  const keys = tableKeys(tables);
  // Remove area and Delete table go away with the focus on them (their panel closes, or is
  // redrawn when the page is read again): the page they acted on takes it, not the body.
  const pageView = useRef<HTMLDivElement>(null);
  const removeArea = (id: string) => {
    model.removeArea(id);
    pageView.current?.focus();
  };
  const deleteTable = (index: number) => {
    model.deleteTable(index);
    pageView.current?.focus();
  };
  const busy = model.running !== null;

  // The selected table's edits not saved yet: moving to another table or page, closing the
  // workspace (its button or the browser's Back) or the tab would drop them, so each of those
  // asks first (a re-extraction asks through the model, `model.discard`).
  const unsaved = model.unsaved;
  const [asking, setAsking] = useState<{ action: string; go: () => void; keep?: () => void } | null>(null);
  useWarnBeforeUnload(unsaved);
  const back = useBackGuard(unsaved, () =>
    setAsking({ action: "leave the workspace", go: () => back.leave(onClose), keep: back.stay }),
  );
  const guard = (action: string, go: () => void, keep?: () => void) =>
    unsaved ? setAsking({ action, go, keep }) : go();
  const rerun = model.discard;
  const question =
    asking ??
    (rerun && {
      action: rerun.pages.length > 0 ? `re-extract page ${rerun.pages.join(", ")}` : "re-extract the document",
      go: () => model.answerDiscard(true),
      keep: () => model.answerDiscard(false),
    });
  /** Turns to `target`; a page typed in `input` goes back to the page shown when the user keeps editing. */
  const turnPage = (target: number, input?: HTMLInputElement) => {
    const next = clampPage(target, model.pageCount);
    const shown = model.page;
    if (next !== shown)
      guard(`go to page ${next}`, () => model.setPage(next), input && (() => (input.value = String(shown))));
  };
  const selectOnPage = (next: Selection) => {
    const nextTable = next?.kind === "table" ? next.index : (onPage[0]?.index ?? null);
    if (nextTable === selectedTable) model.setSelection(next);
    else guard("select another table", () => model.setSelection(next));
  };

  // A new page selects its first table.
  const page = model.page;
  useEffect(() => {
    model.setSelection((current) => {
      if (current?.kind === "table" && (tables[current.index]?.page ?? 1) === page) return current;
      if (current?.kind === "area") return current;
      const first = tables.findIndex((t) => (t.page ?? 1) === page);
      return first >= 0 ? { kind: "table", index: first } : null;
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);

  const selectTable = (index: number) => {
    const table = tables[Math.max(0, Math.min(tables.length - 1, index))];
    if (!table) return;
    model.setPage(table.page ?? 1);
    model.setSelection({ kind: "table", index: tables.indexOf(table) });
  };

  // a download is made from the tables as saved: with an edit open, it asks first
  const [askDownload, setAskDownload] = useState(false);
  const editedTable = `table ${(selectedTable ?? 0) + 1} on page ${model.page}`;
  const download = async () => {
    setDownloading(true);
    try {
      const file = await downloadExtraction(model.extractionId, format);
      saveBlob(file.blob, downloadName(format, file.filename));
      toast.success("Download started");
    } catch {
      toast.error("Download failed");
    } finally {
      setDownloading(false);
    }
  };

  const status = busy ? (
    <span className="inline-flex items-center gap-2 text-sm text-brand-700" role="status">
      <span
        className="h-3.5 w-3.5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
        aria-hidden
      />
      {model.running!.length > 0 ? `Re-extracting page ${model.running!.join(", ")}…` : "Re-extracting the document…"}
    </span>
  ) : model.runError ? (
    <span className="inline-flex items-center gap-2 text-sm text-red-700" role="alert">
      <AlertTriangle className="h-4 w-4" aria-hidden /> Re-extraction failed: {model.runError.message}
      <button
        type="button"
        onClick={model.retry}
        className="inline-flex items-center gap-1 rounded border border-red-200 bg-white px-2 py-0.5 text-xs font-semibold hover:bg-red-50"
      >
        <RotateCcw className="h-3 w-3" aria-hidden /> Retry
      </button>
    </span>
  ) : (
    <span className="text-sm text-gray-500" role="status">
      {tables.length} {tables.length === 1 ? "table" : "tables"} · {model.pageCount}{" "}
      {model.pageCount === 1 ? "page" : "pages"}
    </span>
  );

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="true"
      aria-label={`Workspace: ${model.status!.filename}`}
      tabIndex={-1}
      className="fixed inset-0 z-[80] flex flex-col bg-gray-100 outline-none"
    >
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-200 bg-white px-3 py-2 shadow-sm sm:px-4">
        <button
          type="button"
          onClick={() => guard("leave the workspace", () => back.leave(onClose))}
          className={iconButton}
          aria-label="Close workspace"
        >
          <ArrowLeft className="h-5 w-5" aria-hidden />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold text-gray-900">{model.status!.filename}</h1>
          <div className="min-h-5">{status}</div>
          <OcrPagesNote pages={ocrPagesOf(model.result?.warnings)} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <FormatSelect id="workspace-format" value={format} onChange={setFormat} />
          {/* busy, they stay focusable (components/waiting.ts) and ignore presses */}
          <button
            type="button"
            className={`${buttonSecondary} ${waiting}`}
            onClick={downloading || busy ? undefined : () => (unsaved ? setAskDownload(true) : void download())}
            aria-disabled={downloading || busy || undefined}
          >
            <Download className="h-4 w-4" aria-hidden /> {downloading ? "Downloading..." : "Download"}
          </button>
          <button
            type="button"
            className={`${buttonPrimary} ${waiting}`}
            onClick={busy ? undefined : () => setTemplateOpen(true)}
            aria-disabled={busy || undefined}
          >
            <LayoutTemplate className="h-4 w-4" aria-hidden /> Save as template
          </button>
        </div>
      </header>

      <div className="flex min-h-0 flex-1 flex-col overflow-y-auto lg:flex-row lg:overflow-hidden">
        <aside className="hidden w-52 shrink-0 flex-col border-r border-gray-200 bg-white lg:flex">
          <h2 className="px-4 pt-3 text-xs font-semibold tracking-wide text-gray-500 uppercase">Pages</h2>
          <PageList
            pageCount={model.pageCount}
            tables={tables}
            page={model.page}
            manualPages={model.manualPages}
            onPage={turnPage}
          />
        </aside>

        <main className="flex min-w-0 flex-1 flex-col lg:min-h-0">
          <div className="flex flex-wrap items-center gap-2 border-b border-gray-200 bg-white/90 px-3 py-1.5 backdrop-blur">
            <button
              type="button"
              className={iconButton}
              onClick={() => turnPage(model.page - 1)}
              disabled={model.page <= 1}
              aria-label="Previous page"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
            </button>
            <label className="flex items-center gap-1.5 text-sm text-gray-600">
              Page
              <input
                key={model.page}
                aria-label="Page number"
                defaultValue={model.page}
                inputMode="numeric"
                onKeyDown={(e) => e.key === "Enter" && turnPage(Number(e.currentTarget.value), e.currentTarget)}
                onBlur={(e) => turnPage(Number(e.currentTarget.value), e.currentTarget)}
                className="w-14 rounded-md border border-gray-300 px-2 py-1 text-center text-sm tabular-nums focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none"
              />
              of {model.pageCount}
            </label>
            <button
              type="button"
              className={iconButton}
              onClick={() => turnPage(model.page + 1)}
              disabled={model.page >= model.pageCount}
              aria-label="Next page"
            >
              <ChevronRight className="h-4 w-4" aria-hidden />
            </button>
            <span className="mx-1 hidden h-5 w-px bg-gray-200 sm:block" />
            <button
              type="button"
              className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-sky-700 hover:bg-sky-50"
              title="Or drag on the page to draw an area; double-click inside an area to add a column guide"
              onClick={() =>
                model.drawArea(model.page, [
                  Math.round(size.width * 0.1),
                  Math.round(size.height * 0.3),
                  Math.round(size.width * 0.9),
                  Math.round(size.height * 0.6),
                ])
              }
            >
              <MousePointerSquareDashed className="h-4 w-4" aria-hidden /> Add area
            </button>
            <button
              type="button"
              className={iconButton}
              onClick={model.undo}
              disabled={!model.canUndo}
              aria-label="Undo"
              title="Undo the last change to the areas and guides (Ctrl+Z)"
            >
              <Undo2 className="h-4 w-4" aria-hidden />
            </button>
            <button
              type="button"
              className={iconButton}
              onClick={model.redo}
              disabled={!model.canRedo}
              aria-label="Redo"
              title="Redo (Ctrl+Shift+Z)"
            >
              <Redo2 className="h-4 w-4" aria-hidden />
            </button>
            <span className="hidden text-xs text-gray-500 2xl:inline">
              or drag on the page · double-click an area to add a column guide
            </span>
            <div className="ml-auto flex items-center gap-1">
              <button
                type="button"
                className={iconButton}
                onClick={() => setZoom(stepZoom(shownZoom, -1))}
                aria-label="Zoom out"
              >
                <Minus className="h-4 w-4" aria-hidden />
              </button>
              <span className="w-12 text-center text-sm text-gray-700 tabular-nums">
                <span className="sr-only">Zoom level </span>
                {Math.round(shownZoom * 100)}%
              </span>
              <button
                type="button"
                className={iconButton}
                onClick={() => setZoom(stepZoom(shownZoom, 1))}
                aria-label="Zoom in"
              >
                <Plus className="h-4 w-4" aria-hidden />
              </button>
              <button
                type="button"
                className={iconButton}
                onClick={() => setZoom(null)}
                aria-label="Fit width"
                title="Fit width"
              >
                <Maximize2 className="h-4 w-4" aria-hidden />
              </button>
            </div>
          </div>
          <div
            ref={viewport}
            className="overflow-auto p-3 sm:p-6 lg:min-h-0 lg:flex-1"
            onKeyDown={(e) => {
              // Page Up / Page Down on the focused page turn the page.
              if (e.key === "PageDown" || e.key === "PageUp") {
                e.preventDefault();
                turnPage(model.page + (e.key === "PageDown" ? 1 : -1));
              }
            }}
          >
            {needsPassword ? (
              <PdfPasswordPrompt key={model.password ?? ""} wrong={Boolean(model.password)} onSubmit={onPassword} />
            ) : image.error ? (
              <p className="mx-auto max-w-md rounded-lg bg-white p-6 text-center text-sm text-gray-600 shadow">
                The page image could not be loaded: {image.error}
              </p>
            ) : (
              <PageCanvas
                ref={pageView}
                page={model.page}
                size={size}
                imageUrl={image.image?.url ?? null}
                zoom={shownZoom}
                tables={onPage}
                areas={areasOnPage(model.areas, model.page)}
                selection={model.selection}
                hover={model.hover}
                busy={busy && (model.running!.length === 0 || model.running!.includes(model.page))}
                onDraw={(box) => model.drawArea(model.page, box)}
                onAreaChange={(area) => model.updateArea(area)}
                onRemoveArea={model.removeArea}
                onSelect={selectOnPage}
                onHover={model.setHover}
              />
            )}
          </div>
        </main>

        <aside className="w-full shrink-0 space-y-6 border-t border-gray-200 bg-white p-4 lg:w-[26rem] lg:overflow-y-auto lg:border-t-0 lg:border-l">
          {selectedArea && (
            <AreaPanel
              area={selectedArea}
              size={size}
              onChange={(area) => model.updateArea(area)}
              onRemove={() => removeArea(selectedArea.id)}
            />
          )}
          {selectedTable !== null && tables[selectedTable] ? (
            <TablePanel
              key={`${selectedTable}:${model.draftGeneration}`}
              tables={tables}
              index={selectedTable}
              grids={model.grids}
              edited={model.edited.has(keys[selectedTable]!)}
              hover={model.hover}
              onHover={model.setHover}
              onSelect={selectTable}
              onSave={(grid) => model.saveGrid(selectedTable, grid)}
              onAdjust={() => model.adjustTable(selectedTable)}
              onDelete={() => deleteTable(selectedTable)}
              onUnsavedChange={model.setUnsaved}
              busy={busy}
            />
          ) : (
            <div className="rounded-lg border border-dashed border-gray-300 p-5 text-center">
              <MousePointerSquareDashed className="mx-auto h-7 w-7 text-gray-400" aria-hidden />
              <p className="mt-2 text-sm font-medium text-gray-900">No table on page {model.page}</p>
              <p className="mt-1 text-sm text-gray-500">
                Drag on the page around a table to read it, or press Add area.
              </p>
            </div>
          )}
          <KeyboardHelp />
          <DocumentPanel
            pageRange={model.pageRange}
            stitch={model.stitch}
            method={model.method}
            busy={busy}
            onPageRange={model.setPageRange}
            onStitch={model.setStitch}
            onMethod={model.setMethod}
            onApply={model.applyDocumentSettings}
          />
        </aside>
      </div>
      {model.confirm && (
        <ConfirmDropEdits
          pages={model.confirm.pages}
          tables={model.confirm.tables.map((key) => tableName(key, keys))}
          onAnswer={model.answerConfirm}
        />
      )}
      {templateOpen && (
        <SaveTemplateDialog
          model={model}
          draft={templateDraft.current?.id === model.extractionId ? templateDraft.current.draft : null}
          onDraft={(draft) => (templateDraft.current = draft && { id: model.extractionId, draft })}
          onClose={() => setTemplateOpen(false)}
        />
      )}
      {askDownload && unsaved && (
        <DownloadUnsavedDialog
          what={editedTable}
          onAnswer={(go) => {
            setAskDownload(false);
            if (go) void download();
          }}
        />
      )}
      {question && selectedTable !== null && (
        <DiscardChangesDialog
          what={editedTable}
          action={question.action}
          onAnswer={(discard) => {
            setAsking(null);
            if (discard) question.go();
            else question.keep?.();
          }}
        />
      )}
    </div>
  );
}

/** The keys of the focused page, for people who do not use a mouse. */
function KeyboardHelp() {
  const keys = [
    ["Enter", "add an area"],
    ["N", "next area"],
    ["Arrows", "move (Shift: 10 pt)"],
    ["Alt+arrows", "resize"],
    ["G / H", "add / remove a guide"],
    ["Delete", "remove the area"],
    ["Page Up / Down", "previous / next page"],
    ["Ctrl+Z", "undo (Ctrl+Shift+Z or Ctrl+Y: redo)"],
  ];
  return (
    <details className="rounded-lg bg-gray-50 px-3 py-2 text-xs text-gray-600">
      <summary className="cursor-pointer font-medium text-gray-700">Keyboard (click the page first)</summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {keys.map(([key, what]) => (
          <div key={key} className="contents">
            <dt>
              <kbd className="rounded border border-gray-300 bg-white px-1.5 py-0.5 font-mono text-[11px]">{key}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** The last page size seen, so a page still loading keeps the previous page's frame (no jump). */
const lastSize: { current: PageSize | null } = { current: null };
