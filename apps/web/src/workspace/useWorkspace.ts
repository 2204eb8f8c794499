import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "../api/ApiError";
import type { ExtractedTable, ExtractionProgress, ExtractionResult } from "../api/extractionTypes";
import { fetchExtraction, fetchExtractionResult, saveExtractionTables } from "../api/extractions";
import { reextract, type ColumnsByPage, type ExtractionSettings, type ReextractRequest } from "../api/reextract";
import { refreshAfterExtraction } from "../api/refreshAfterExtraction";
import type { ExtractMethod } from "../api/templates";
import { waitForExtraction } from "../api/waitForExtraction";
import { editOf, gridOf, type Grid } from "../preview/grid";
import { toast } from "../toast/toastStore";
import { adoptDetected, areasOnPage, documentRequest, makeArea, type WorkArea } from "./areas";
import { boxOf, contains, type Box } from "./geometry";
import { areasFromSettings } from "./initialAreas";
import { pagesWithout } from "./pageSelection";
import { editsAtRisk, followTable, mergeAfterReextract, tableKeys } from "./tableEdits";
import {
  emptyHistory,
  pagesChanged,
  recordChange,
  redoStep,
  undoStep,
  type PageLayout,
  type UndoHistory,
} from "./undoHistory";

/** What is selected on the page: a detected table (by index) or a user area (by id). */
export type Selection = { kind: "table"; index: number } | { kind: "area"; id: string } | null;
/** A cell pointed at, on the page or in the grid. */
export interface CellRef {
  table: number;
  row: number;
  col: number;
}

/** How long after the last change a page is re-extracted (a burst of arrow keys is one run). */
export const REEXTRACT_DELAY_MS = 350;
/** Polling interval while a re-extraction runs: it is one page, so it is quick. */
const POLL_MS = 250;

type Status = ExtractionProgress & { settings?: ExtractionSettings };
/** The questions already answered "go on" for a re-extraction: the open edit's, the saved edits'. */
type Answered = { draft?: boolean; edits?: boolean };

/** A human message for a failed call. */
const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

/** The page a table starts on. */
const pageOf = (table: ExtractedTable) => table.page ?? 1;

/** The page a request for page `target` lands on: a whole number from 1 to `pageCount` (1 for nonsense). */
export function clampPage(target: number, pageCount: number): number {
  return Math.min(pageCount, Math.max(1, Math.round(target) || 1));
}

/**
 * State and actions of the correction workspace for one stored extraction: the tables, their
 * grids and edits, the user's areas and guides per page, and re-extraction of just the page that
 * changed (`POST /extractions/:id/reextract`, no new upload). Edits on other pages survive;
 * re-extracting a page with edited tables asks first (`confirm`), and so does any re-extraction
 * while the table panel holds an edit not saved (`discard`): the tables it reads replace the one
 * the edit was made on (docs/product.md, Screens: Correction workspace).
 */
export function useWorkspace(extractionId: string, password?: string) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status | null>(null);
  const [result, setResult] = useState<ExtractionResult | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [grids, setGrids] = useState<Grid[]>([]);
  const [edited, setEdited] = useState<Set<string>>(new Set());
  const [areas, setAreas] = useState<WorkArea[]>([]);
  const [manualPages, setManualPages] = useState<Set<number>>(new Set());
  const [page, setPageState] = useState(1);
  const [selection, setSelection] = useState<Selection>(null);
  const [hover, setHover] = useState<CellRef | null>(null);
  const [running, setRunning] = useState<number[] | null>(null);
  const [runError, setRunError] = useState<{ pages: number[]; message: string; code?: string } | null>(null);
  const [confirm, setConfirm] = useState<{ pages: number[]; tables: string[] } | null>(null);
  /** Whether the table panel's edit has changes not saved (the panel reports it). */
  const [unsaved, setUnsaved] = useState(false);
  /** A re-extraction waiting for "Discard your changes?": the pages it would read ([]: the whole document). */
  const [discard, setDiscard] = useState<{ pages: number[] } | null>(null);
  /**
   * Goes up when a re-extraction starts and when the user discards an edit to let one run; the
   * table panel is keyed by it, so an open edit never outlives the table it was made on.
   */
  const [draftGeneration, setDraftGeneration] = useState(0);
  const [pageRange, setPageRange] = useState("");
  const [stitch, setStitch] = useState(false);
  const [method, setMethod] = useState<ExtractMethod>("auto");
  /** Undo and redo of the areas and guides drawn on the pages (`undoHistory.ts`). */
  const [history, setHistory] = useState<UndoHistory>(emptyHistory);
  /** The page selection in force on the server (null: every page); a deleted lone table leaves it. */
  const selectionInForce = useRef<string | null>(null);
  /**
   * The guides an upload or template gave each page, as stored on the server; a page the workspace does not control
   * keeps its own (documentRequest), also once it is given back by an undo.
   */
  const storedColumns = useRef<ColumnsByPage>({});

  // The async runs read the newest state through this ref.
  const latest = useRef({
    result,
    grids,
    edited,
    areas,
    manualPages,
    pageRange,
    stitch,
    method,
    status,
    unsaved,
    history,
  });
  latest.current = { result, grids, edited, areas, manualPages, pageRange, stitch, method, status, unsaved, history };
  /** The areas, and the pages taken over, that the tables shown were read with ("keep" goes back to them). */
  const applied = useRef<WorkArea[]>([]);
  const appliedManual = useRef<Set<number>>(new Set());
  const pending = useRef<Set<number>>(new Set());
  /**
   * Pages whose re-extraction failed: their areas stay as the user left them, so the next request
   * sends them again and the server reads them again; they are run (and asked about) with it.
   */
  const unapplied = useRef<Set<number>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const busy = useRef(false);
  const fullRun = useRef<ReextractRequest | null>(null);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        let first = (await fetchExtraction(extractionId)) as Status;
        if (first.status === "processing") first = (await waitForExtraction(extractionId)) as Status;
        const tables = await fetchExtractionResult(extractionId);
        if (cancelled) return;
        const saved = areasFromSettings(first.settings);
        setStatus(first);
        setResult(tables);
        setGrids(tables.tables.map(gridOf));
        setAreas(saved);
        applied.current = saved;
        appliedManual.current = new Set(saved.map((a) => a.page));
        setManualPages(appliedManual.current);
        setPageRange(first.settings?.pages ?? "");
        selectionInForce.current = first.settings?.pages ?? null;
        storedColumns.current = first.settings?.columns ?? {};
        setStitch(first.settings?.stitch ?? false);
        setMethod(first.settings?.method ?? "auto");
        const firstTable = tables.tables[0];
        if (firstTable) {
          setPageState(pageOf(firstTable));
          setSelection({ kind: "table", index: 0 });
        }
      } catch (error) {
        if (!cancelled) setLoadError(messageOf(error));
      }
    })();
    return () => {
      cancelled = true;
      clearTimeout(timer.current);
    };
  }, [extractionId]);

  const pageCountRef = useRef(1);
  const pageCount = Math.max(
    status?.page_count ?? 0,
    status?.pages_total ?? 0,
    ...(result?.tables ?? []).flatMap((t) => t.pages ?? [pageOf(t)]),
    1,
  );

  pageCountRef.current = pageCount;

  /** Runs one re-extraction request and merges its answer; `pages` are the pages it replaces. */
  const execute = useCallback(
    async (body: ReextractRequest, pages: number[] | "all") => {
      busy.current = true;
      setRunning(pages === "all" ? [] : pages);
      setDraftGeneration((n) => n + 1);
      setRunError(null);
      const areasAtStart = latest.current.areas;
      const manualAtStart = latest.current.manualPages;
      try {
        await reextract(extractionId, password ? { ...body, password } : body);
        const done = (await waitForExtraction(extractionId, { intervalMs: POLL_MS })) as Status;
        const next = await fetchExtractionResult(extractionId);
        const before = latest.current;
        const replaced = new Set(
          pages === "all"
            ? next.tables
                .flatMap((t) => t.pages ?? [pageOf(t)])
                .concat(before.result?.tables.flatMap((t) => t.pages ?? [pageOf(t)]) ?? [])
            : pages,
        );
        const merged = mergeAfterReextract(
          { tables: before.result?.tables ?? [], grids: before.grids, edited: before.edited },
          next.tables,
          replaced,
        );
        // The server keeps other pages' edits; if it did not, the kept grids are saved again.
        if (merged.needsSave) await saveExtractionTables(extractionId, merged.grids.map(editOf));
        setStatus(done);
        if (done.settings) {
          selectionInForce.current = done.settings.pages ?? null;
          // kept for pages taken over since (their guides moved onto their areas): undoing the take-over
          // gives the page back the guides it was read with
          storedColumns.current = { ...storedColumns.current, ...(done.settings.columns ?? {}) };
        }
        setResult(next);
        // the history's row and the dashboard's and Analytics' totals count the new tables
        refreshAfterExtraction(queryClient);
        setGrids(merged.grids);
        setEdited(merged.edited);
        if (pages === "all") unapplied.current.clear();
        else for (const p of pages) unapplied.current.delete(p);
        applied.current = areasAtStart;
        appliedManual.current = manualAtStart;
        // The selection follows its table (page and place), not its position in the list: another
        // page's new or lost tables move it. Gone, the page shown selects its first table.
        const shown = before.result?.tables ?? [];
        setSelection((current) => {
          if (current?.kind !== "table") return current;
          const index = followTable(current.index, shown, next.tables);
          return index === null ? null : { kind: "table", index };
        });
      } catch (error) {
        if (pages !== "all") for (const p of pages) unapplied.current.add(p);
        setRunError({
          pages: pages === "all" ? [] : pages,
          message: messageOf(error),
          code: error instanceof ApiError ? error.code : undefined,
        });
      } finally {
        busy.current = false;
        setRunning(null);
        if (pending.current.size > 0) timer.current = setTimeout(() => void flush(), 0);
      }
    },
    // flush is stable through refs
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [extractionId, password, queryClient],
  );

  /**
   * Re-extracts the pages that changed, one request per page, after asking about an edit not
   * saved and then about saved edits at risk (`asked` says which questions were answered).
   */
  const flush = useCallback(
    async (asked: Answered = {}) => {
      if (busy.current || pending.current.size === 0) return;
      const pages = [...new Set([...pending.current, ...unapplied.current])].sort((a, b) => a - b);
      const state = latest.current;
      if (state.unsaved && !asked.draft) {
        setDiscard({ pages });
        return;
      }
      const risk = editsAtRisk(state.result?.tables ?? [], state.edited, new Set(pages));
      if (risk.length > 0 && !asked.edits) {
        setConfirm({ pages, tables: risk });
        return;
      }
      pending.current.clear();
      // The server takes every page's areas and guides and reads again only the pages whose
      // entries changed; the other pages keep their tables and edits.
      const body: ReextractRequest = documentRequest(state.areas, state.manualPages, storedColumns.current);
      const emptied = pages.filter((p) => state.manualPages.has(p) && areasOnPage(state.areas, p).length === 0);
      // A page with no area left is read automatically again, so a page whose last table was
      // deleted leaves the page selection instead.
      if (emptied.length > 0) body.pages = pagesWithout(selectionInForce.current, emptied, pageCountRef.current);
      await execute(body, pages);
    },
    [execute],
  );

  /** Queues a page for re-extraction shortly (changes in a burst become one run). */
  const schedule = useCallback(
    (target: number) => {
      pending.current.add(target);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), REEXTRACT_DELAY_MS);
    },
    [flush],
  );

  const tablesOnPage = (target: number) =>
    (result?.tables ?? []).flatMap((table, index) => (pageOf(table) === target ? [{ table, index }] : []));

  /** Makes a page user-controlled: its detected tables become areas (except those `drawn` covers). */
  const takeOver = (target: number, current: WorkArea[], drawn?: Box): WorkArea[] => {
    if (manualPages.has(target)) return current;
    setManualPages((pages) => new Set(pages).add(target));
    const detected = tablesOnPage(target).flatMap(({ table }) =>
      table.bbox ? [{ box: boxOf(table.bbox), headerRows: null }] : [],
    );
    return [...current, ...adoptDetected(target, detected, drawn, storedColumns.current[target])];
  };

  /** Records the layout as it is before a change the user makes on a page: one undo step (a burst is one). */
  const remember = () => {
    const { areas: before, manualPages: manualBefore } = latest.current;
    setHistory((h) => recordChange(h, { areas: before, manualPages: manualBefore }, Date.now(), REEXTRACT_DELAY_MS));
  };

  /**
   * Puts back the layout an undo or redo step gives and reads again the pages it changes (through the same
   * questions as any re-extraction); the first such page is shown if the page shown is not one of them.
   */
  const travel = (step: typeof undoStep) => {
    const state = latest.current;
    const current: PageLayout = { areas: state.areas, manualPages: state.manualPages };
    const next = step(state.history, current);
    if (!next) return;
    setHistory(next.history);
    setAreas([...next.restore.areas]);
    setManualPages(new Set(next.restore.manualPages));
    setSelection((chosen) =>
      chosen?.kind === "area" && !next.restore.areas.some((a) => a.id === chosen.id) ? null : chosen,
    );
    const pages = pagesChanged(current, next.restore);
    for (const p of pages) schedule(p);
    if (pages.length > 0 && !pages.includes(page)) setPageState(pages[0]!);
  };
  const undo = () => travel(undoStep);
  const redo = () => travel(redoStep);

  const drawArea = (target: number, box: Box) => {
    remember();
    const area = makeArea(target, box);
    setAreas((current) => [...takeOver(target, current, box), area]);
    setSelection({ kind: "area", id: area.id });
    schedule(target);
  };

  /** Changes an area; its page is read again when the box, guides, method or header rows changed. */
  const updateArea = (area: WorkArea) => {
    const before = areas.find((a) => a.id === area.id);
    const changed =
      !before ||
      before.box.join() !== area.box.join() ||
      before.columns.join() !== area.columns.join() ||
      before.method !== area.method ||
      before.headerRows !== area.headerRows;
    if (!changed) return;
    remember();
    setAreas((current) => current.map((a) => (a.id === area.id ? area : a)));
    schedule(area.page);
  };

  const removeArea = (id: string) => {
    const area = areas.find((a) => a.id === id);
    if (!area) return;
    remember();
    setAreas((current) => current.filter((a) => a.id !== id));
    setSelection(null);
    schedule(area.page);
  };

  /** Turns a detected table's page into areas and selects the table's area (to move or resize it). */
  const adjustTable = (index: number) => {
    const table = result?.tables[index];
    if (!table?.bbox) return;
    const target = pageOf(table);
    const box = boxOf(table.bbox);
    if (!manualPages.has(target)) remember();
    const next = takeOver(target, areas);
    setAreas(next);
    const own = areasOnPage(next, target).find((a) =>
      contains(a.box, { x: (box[0] + box[2]) / 2, y: (box[1] + box[3]) / 2 }),
    );
    if (own) setSelection({ kind: "area", id: own.id });
  };

  /** Removes a detected table: its page is read from the remaining tables' areas only. */
  const deleteTable = (index: number) => {
    const table = result?.tables[index];
    if (!table?.bbox) return;
    const target = pageOf(table);
    const box = boxOf(table.bbox);
    const center = { x: (box[0] + box[2]) / 2, y: (box[1] + box[3]) / 2 };
    const othersOnPage = manualPages.has(target)
      ? areasOnPage(areas, target).filter((a) => !contains(a.box, center)).length
      : tablesOnPage(target).filter((t) => t.index !== index && t.table.bbox).length;
    // An emptied page leaves the selection (flush); with no page left the selection sent would be
    // "", which the server takes for every page: every table would come back.
    if (othersOnPage === 0 && pagesWithout(selectionInForce.current, [target], pageCount) === "") {
      toast.error(
        "This is the only table left: no page would be left to read. Delete the extraction in History instead.",
      );
      return;
    }
    remember();
    setAreas((current) => takeOver(target, current).filter((a) => !(a.page === target && contains(a.box, center))));
    setSelection(null);
    schedule(target);
  };

  /**
   * Calls off the re-extraction asked about: its pages go back to the areas they were last read
   * with, and to being read automatically if they were then (a page left taken over would drop
   * its detected tables from the next area drawn on it, see `takeOver`).
   */
  const keepAsRead = (pages: number[]) => {
    fullRun.current = null;
    for (const p of pages) {
      pending.current.delete(p);
      unapplied.current.delete(p);
    }
    setAreas((current) => [
      ...current.filter((a) => !pages.includes(a.page)),
      ...applied.current.filter((a) => pages.includes(a.page)),
    ]);
    setManualPages((current) => {
      const next = new Set([...current].filter((p) => !pages.includes(p)));
      for (const p of pages) if (appliedManual.current.has(p)) next.add(p);
      return next;
    });
  };

  /** Answers the "drop your edits?" question. */
  const answerConfirm = (proceed: boolean) => {
    const asked = confirm;
    setConfirm(null);
    if (!asked) return;
    if (!proceed) return keepAsRead(asked.pages);
    if (fullRun.current) {
      const body = fullRun.current;
      fullRun.current = null;
      void execute(body, "all");
    } else void flush({ draft: true, edits: true });
  };

  /** Answers "Discard your changes?" about the open edit: discarding closes it and goes on with the re-extraction. */
  const answerDiscard = (proceed: boolean) => {
    const asked = discard;
    setDiscard(null);
    if (!asked) return;
    if (!proceed) return keepAsRead(asked.pages);
    setDraftGeneration((n) => n + 1);
    if (asked.pages.length === 0) runDocument({ draft: true });
    else void flush({ draft: true });
  };

  /** Re-runs the whole document with the page range and stitch choices (and every page's areas). */
  const runDocument = (asked: Answered) => {
    const state = latest.current;
    const pages = state.pageRange.trim() ? state.pageRange.replace(/\s+/g, "") : null;
    const body: ReextractRequest = {
      ...documentRequest(state.areas, state.manualPages, storedColumns.current),
      stitch: state.stitch,
      method: state.method,
      // The selection in force is left out (kept as stored), not sent back as the request's own: a template's pages
      // past this document's end are read as far as it goes, the request's are refused (docs/api.md, "Templates and
      // how fields combine").
      ...(pages !== selectionInForce.current ? { pages } : {}),
    };
    if (state.unsaved && !asked.draft) {
      setDiscard({ pages: [] });
      return;
    }
    if (state.edited.size > 0) {
      fullRun.current = body;
      setConfirm({ pages: [], tables: [...state.edited] });
      return;
    }
    void execute(body, "all");
  };
  const applyDocumentSettings = () => runDocument({});

  /** Saves a table's edited grid (every table is sent, so downloads export the edits). */
  const saveGrid = async (index: number, grid: Grid) => {
    const next = grids.map((g, i) => (i === index ? grid : g));
    await saveExtractionTables(extractionId, next.map(editOf));
    setGrids(next);
    const key = tableKeys(result?.tables ?? [])[index];
    if (key) setEdited((current) => new Set(current).add(key));
    toast.success("Table saved");
  };

  const retry = () => {
    const failed = runError;
    setRunError(null);
    if (!failed) return;
    for (const p of failed.pages) pending.current.add(p);
    if (failed.pages.length === 0) applyDocumentSettings();
    else void flush();
  };

  const setPage = (target: number) => setPageState(clampPage(target, pageCount));

  return {
    extractionId,
    /** An encrypted PDF's password, in memory only (page images and re-extraction need it). */
    password,
    status,
    result,
    loadError,
    grids,
    edited,
    areas,
    manualPages,
    page,
    pageCount,
    selection,
    hover,
    running,
    runError,
    confirm,
    discard,
    unsaved,
    draftGeneration,
    pageRange,
    stitch,
    method,
    setMethod,
    setPage,
    setSelection,
    setHover,
    setPageRange,
    setStitch,
    drawArea,
    updateArea,
    removeArea,
    adjustTable,
    deleteTable,
    answerConfirm,
    answerDiscard,
    setUnsaved,
    applyDocumentSettings,
    saveGrid,
    retry,
    tablesOnPage,
    undo,
    redo,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
  };
}

/** Everything the workspace views get. */
export type WorkspaceModel = ReturnType<typeof useWorkspace>;
