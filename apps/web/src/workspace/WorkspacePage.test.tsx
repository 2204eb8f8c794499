import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { ExtractedTable, ExtractionResult } from "../api/extractionTypes";
import { signInForTest } from "../test/session";
import { stubObjectUrls } from "../test/fakeXhr";
import { mockApi, testUser, type MockAnswer } from "../test/mockApi";
import { renderApp } from "../test/renderApp";
import { cellOf, resultOf as resultFor } from "../test/apiFixtures";
import { asksBeforeUnload } from "../test/beforeUnload";
import { dropFocusWhenDisabled } from "../test/focusFixup";

const box = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
const table = (page: number, first: string): ExtractedTable => ({
  page,
  table_index: 0,
  pages: [page],
  headers: ["Item", "Qty"],
  data: [[first, "1"]],
  confidence: 0.9,
  method: "lattice",
  bbox: box(100, 100, 400, 200),
  cells: [
    cellOf({ row: 0, col: 0, bbox: box(100, 100, 250, 150), confidence: 0.9 }),
    cellOf({ row: 0, col: 1, bbox: box(250, 100, 400, 150), confidence: 0.9 }),
    cellOf({ row: 1, col: 0, bbox: box(100, 150, 250, 200), confidence: 0.9 }),
    cellOf({ row: 1, col: 1, bbox: box(250, 150, 400, 200), confidence: 0.2 }),
  ],
});
const resultOf = (tables: ExtractedTable[]): ExtractionResult =>
  resultFor(tables, { statistics: { average_confidence: 0.9, total_rows: 2 } });
const status = {
  id: "ex-1",
  status: "completed",
  filename: "report.pdf",
  file_size: 10,
  pages_done: 2,
  pages_total: 2,
  page_count: 2,
  table_count: 2,
  settings: {
    pages: null as string | null,
    method: "auto",
    stitch: false,
    areas: {},
    columns: {},
    template_id: null as string | null,
  },
};

/** The tables after a re-extraction with `body`; by default page 2 is read again from its drawn area. */
type Reread = (body: { areas: Record<string, unknown> }, tables: ExtractedTable[]) => ExtractedTable[];
const rereadPage2: Reread = (_body, tables) => [
  tables[0]!,
  { ...table(2, "pears from the area"), bbox: box(50, 300, 500, 600) },
];

function open(reread: Reread = rereadPage2, settings: Partial<typeof status.settings> = {}) {
  let shown = { ...status, settings: { ...status.settings, ...settings } };
  stubObjectUrls();
  signInForTest();
  let current = resultOf([table(1, "apples"), table(2, "pears")]);
  const reextracts: unknown[] = [];
  const puts: unknown[] = [];
  const fetchMock = mockApi({
    "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
    // as the server does, the extraction's settings are those of the last re-extraction
    "GET /extractions/ex-1": () => ({ status: 200, body: shown }),
    "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
    "GET /extractions/ex-1/pages/2/image": { status: 200, body: "png" },
    "GET /extractions/ex-1/result": () => ({ status: 200, body: current }),
    "PUT /extractions/ex-1/tables": (init): MockAnswer => {
      puts.push(JSON.parse(String(init?.body)));
      current = resultOf([{ ...table(1, "APPLES EDITED") }, table(2, "pears")]);
      return { status: 200, body: current };
    },
    "POST /extractions/ex-1/reextract": (init): MockAnswer => {
      const body = JSON.parse(String(init?.body));
      reextracts.push(body);
      current = resultOf(reread(body, current.tables));
      shown = { ...shown, settings: { ...shown.settings, areas: body.areas, columns: body.columns ?? {} } };
      return { status: 200, body: shown };
    },
  });
  const { router, client } = renderApp("/workspace/ex-1");
  return { fetchMock, reextracts, puts, router, client };
}

/** Draws an area on the first page, waits for its re-extraction and opens Save as template. */
async function templateFormAfterArea(reextracts: unknown[]) {
  const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
  drag([100, 300], [400, 500]);
  await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
  await within(dialog).findByText("2 tables · 2 pages");
  await userEvent.click(within(dialog).getByRole("button", { name: /Save as template/ }));
  return { form: screen.getByRole("dialog", { name: "Save as template" }) };
}

/** Drags on the page overlay from one PDF point to another (the page is shown at 1 px per point). */
function drag(from: [number, number], to: [number, number]) {
  const overlay = screen.getByTestId("page-overlay");
  overlay.getBoundingClientRect = () => ({
    left: 0,
    top: 0,
    width: 612,
    height: 792,
    right: 612,
    bottom: 792,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
  fireEvent.pointerDown(overlay, { clientX: from[0], clientY: from[1], button: 0, pointerId: 1 });
  fireEvent.pointerMove(overlay, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(overlay, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

describe("the correction workspace", () => {
  it("re-extracts only the page whose area changed, keeps edits on other pages, and asks before dropping edits", async () => {
    const { reextracts, puts } = open();
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    expect(within(dialog).getByText("Table 1 of 2")).toBeTruthy();
    const grid = within(dialog).getByTestId("workspace-grid");
    expect(within(grid).getByText("apples")).toBeTruthy();
    // the engine's unsure cell is marked in the grid and on the page
    expect(grid.querySelectorAll("[data-low-confidence]")).toHaveLength(1);
    expect(screen.getByTestId("page-overlay").querySelectorAll("[data-low-confidence]")).toHaveLength(1);

    // pointing at a cell in the grid highlights it on the page
    await userEvent.hover(within(grid).getByText("apples"));
    expect(screen.getByTestId("page-cell-highlight")).toBeTruthy();

    // edit table 1 (page 1)
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    const cell = within(dialog).getByRole("textbox", { name: "Row 2, column 1" });
    await userEvent.clear(cell);
    await userEvent.type(cell, "APPLES EDITED");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));

    // page 2: draw a new area over the wrong table (which it replaces); no upload, and only
    // page 2's entry is new, so only page 2 is read again
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    drag([50, 90], [500, 600]);
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    expect(reextracts[0]).toEqual({ areas: { 2: [[50, 90, 500, 600]] }, columns: {} });
    expect(await within(dialog).findByText("pears from the area")).toBeTruthy();
    // the area's own header rows and method read the page again with them
    const areaPanel = within(dialog).getByRole("region", { name: "Table area" });
    await userEvent.selectOptions(within(areaPanel).getByLabelText("Header rows"), "0");
    await waitFor(() => expect(reextracts).toHaveLength(2), { timeout: 3000 });
    expect(reextracts[1]).toEqual({ areas: { 2: [{ box: [50, 90, 500, 600], header_rows: 0 }] }, columns: {} });
    await userEvent.selectOptions(within(areaPanel).getByLabelText("Method"), "stream");
    await waitFor(() => expect(reextracts).toHaveLength(3), { timeout: 3000 });
    expect(reextracts[2]).toEqual({
      areas: { 2: [{ box: [50, 90, 500, 600], method: "stream", header_rows: 0 }] },
      columns: {},
    });
    // the edit on page 1 survived (the server kept it, so nothing is saved again)
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous table" }));
    expect(within(dialog).getByText("APPLES EDITED")).toBeTruthy();
    expect(puts).toHaveLength(1);

    // drawing on page 1 would replace the edited table: the workspace asks first
    drag([90, 90], [420, 220]);
    const ask = await screen.findByRole("dialog", { name: "Replace your edits?" }, { timeout: 3000 });
    expect(within(ask).getByText(/table 1 on page 1/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep my edits" }));
    expect(reextracts).toHaveLength(3);
    expect(screen.queryByRole("region", { name: "Table area" })).toBeNull();
    expect(within(dialog).getByText("APPLES EDITED")).toBeTruthy();

    // kept means page 1 is read as before: an area drawn beside its table reads the table too
    drag([100, 300], [400, 500]);
    const again = await screen.findByRole("dialog", { name: "Replace your edits?" }, { timeout: 3000 });
    await userEvent.click(within(again).getByRole("button", { name: "Re-extract" }));
    await waitFor(() => expect(reextracts).toHaveLength(4), { timeout: 3000 });
    expect(reextracts[3]).toMatchObject({
      areas: {
        1: [
          [100, 100, 400, 200],
          [100, 300, 400, 500],
        ],
      },
    });
  });

  it("asks before another page, closing the workspace or closing the tab drops an edit not saved", async () => {
    const { puts } = open();
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    const cell = within(dialog).getByRole("textbox", { name: "Row 2, column 1" });
    await userEvent.type(cell, " and figs");

    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    let ask = screen.getByRole("dialog", { name: "Discard your changes?" });
    expect(within(ask).getByText(/table 1 on page 1 are not saved.*discard them and go to page 2/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(within(dialog).getByRole("textbox", { name: "Row 2, column 1" })).toHaveProperty("value", "apples and figs");
    expect(within(dialog).getByLabelText("Page number")).toHaveProperty("value", "1");

    expect(asksBeforeUnload()).toBe(true);

    // a page typed in the page box goes back to the page shown when the user keeps editing
    const pageBox = within(dialog).getByLabelText("Page number");
    await userEvent.clear(pageBox);
    await userEvent.type(pageBox, "2{Enter}");
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(pageBox).toHaveProperty("value", "1");
    await userEvent.click(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }));
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();

    await userEvent.click(within(dialog).getByRole("button", { name: "Close workspace" }));
    ask = screen.getByRole("dialog", { name: "Discard your changes?" });
    expect(within(ask).getByText(/discard them and leave the workspace/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(screen.getByRole("dialog", { name: "Workspace: report.pdf" })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(await within(dialog).findByText("pears")).toBeTruthy();
    expect(puts).toHaveLength(0);
    expect(asksBeforeUnload()).toBe(false);
    // nothing unsaved now: no question
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous page" }));
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
    expect(within(dialog).getByText("apples")).toBeTruthy();
  });

  it("asks before the browser's Back leaves the workspace with an edit not saved, and leaves no Back step behind", async () => {
    const { router } = open();
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");

    // Back: asked first; Keep editing stays with the edit as it was
    window.history.back();
    let ask = await screen.findByRole("dialog", { name: "Discard your changes?" });
    expect(within(ask).getByText(/table 1 on page 1 are not saved.*discard them and leave the workspace/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(within(dialog).getByRole("textbox", { name: "Row 2, column 1" })).toHaveProperty("value", "apples and figs");
    expect(router.state.location.pathname).toBe("/workspace/ex-1");

    // asked again on the next Back; the edit cancelled, Back is not held any more
    window.history.back();
    ask = await screen.findByRole("dialog", { name: "Discard your changes?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(window.history.state?.pdftabBackGuard).toBeUndefined());
    expect(asksBeforeUnload()).toBe(false);

    // Discard goes (opened straight at the workspace here, so to History)
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");
    await waitFor(() => expect(window.history.state?.pdftabBackGuard).toBe(true));
    window.history.back();
    ask = await screen.findByRole("dialog", { name: "Discard your changes?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/history"));
  });

  it("deletes a page's only table by leaving the page out, and shows a refused re-extraction with Retry", async () => {
    const { fetchMock } = open();
    const bodies: unknown[] = [];
    let refuse = true;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/reextract")) {
        bodies.push(JSON.parse(String(init?.body)));
        if (refuse) {
          refuse = false;
          return new Response(
            JSON.stringify({ detail: 'areas["2"][0]: box lies outside page 2', code: "invalid_areas" }),
            { status: 422, headers: { "Content-Type": "application/json" } },
          );
        }
      }
      return base(input, init);
    });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Next table" }));
    expect(within(dialog).getByText("pears")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: /Delete table/ }));
    await waitFor(() => expect(bodies).toHaveLength(1), { timeout: 3000 });
    // an empty page would be read automatically again, so it leaves the page selection
    expect(bodies[0]).toEqual({ areas: {}, columns: {}, pages: "1" });
    const alert = await within(dialog).findByText(/Re-extraction failed: areas\["2"\]\[0\]: box lies outside page 2/);
    await userEvent.click(within(alert).getByRole("button", { name: /Retry/ }));
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: 3000 });
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it("asks before a re-extraction replaces a table whose edit is not saved, and never puts a draft on the new table", async () => {
    // an area on page 1 reads another table there
    const { reextracts, puts } = open((body, tables) =>
      body.areas[1] ? [{ ...table(1, "plums from the area"), bbox: box(61, 238, 551, 475) }, tables[1]!] : tables,
    );
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");

    // a new area on the page would read the table again under the open edit: asked first
    await userEvent.click(within(dialog).getByRole("button", { name: "Add area" }));
    let ask = await screen.findByRole("dialog", { name: "Discard your changes?" }, { timeout: 3000 });
    expect(within(ask).getByText(/table 1 on page 1 are not saved.*discard them and re-extract page 1/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    // kept: nothing is read again, the area goes, the edit is as it was
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(reextracts).toHaveLength(0);
    expect(screen.queryByRole("region", { name: "Table area" })).toBeNull();
    expect(within(dialog).getByRole("textbox", { name: "Row 2, column 1" })).toHaveProperty("value", "apples and figs");

    // the whole document too
    await userEvent.click(within(dialog).getByRole("button", { name: /Re-extract document/ }));
    ask = screen.getByRole("dialog", { name: "Discard your changes?" });
    expect(within(ask).getByText(/discard them and re-extract the document/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(reextracts).toHaveLength(0);

    // discarded: the page is read again and the new table is shown as read, not under the old draft
    await userEvent.click(within(dialog).getByRole("button", { name: "Add area" }));
    ask = await screen.findByRole("dialog", { name: "Discard your changes?" }, { timeout: 3000 });
    await userEvent.click(within(ask).getByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    expect(await within(dialog).findByText("plums from the area")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox", { name: "Row 2, column 1" })).toBeNull();
    expect(puts).toHaveLength(0);
  });

  it("keeps the keyboard focus on Download while the download runs, and a second press does nothing", async () => {
    const { fetchMock } = open();
    let release = () => {};
    const base = fetchMock.getMockImplementation()!;
    let downloads = 0;
    fetchMock.mockImplementation(async (input, init) => {
      if (!String(input).includes("/download")) return base(input, init);
      downloads++;
      await new Promise<void>((resolve) => (release = resolve));
      return new Response("xlsx", { status: 200 });
    });
    dropFocusWhenDisabled();
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    within(dialog).getByRole("button", { name: "Download" }).focus();
    await userEvent.keyboard("{Enter}");
    const busy = await within(dialog).findByRole("button", { name: "Downloading..." });
    expect(document.activeElement).toBe(busy);
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await userEvent.keyboard("{Enter}");
    expect(downloads).toBe(1);
    release();
    expect(await within(dialog).findByRole("button", { name: "Download" })).toBe(document.activeElement);
  });

  it("asks before a download leaves out an edit not saved, and keeps the edit open either way", async () => {
    const { fetchMock } = open();
    const downloads = () => fetchMock.mock.calls.filter(([input]) => String(input).includes("/download")).length;
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");

    await userEvent.click(within(dialog).getByRole("button", { name: "Download" }));
    let ask = screen.getByRole("dialog", { name: "Download without your changes?" });
    expect(within(ask).getByText(/table 1 on page 1 are not saved/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(downloads()).toBe(0);

    await userEvent.click(within(dialog).getByRole("button", { name: "Download" }));
    ask = screen.getByRole("dialog", { name: "Download without your changes?" });
    await userEvent.click(within(ask).getByRole("button", { name: "Download without them" }));
    await waitFor(() => expect(downloads()).toBe(1));
    expect(within(dialog).getByRole("textbox", { name: "Row 2, column 1" })).toHaveProperty("value", "apples and figs");
  });

  it("re-extracts the document with the page selection in force left out, so a template's pages stay the template's", async () => {
    // a template made on a longer document: its pages past this one's end were not read (docs/api.md)
    const { reextracts } = open((_body, tables) => tables, { pages: "1-6", template_id: "tpl-1" });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    const range = within(dialog).getByRole("textbox", { name: "Pages to read" });
    expect(range).toHaveProperty("value", "1-6");
    await userEvent.click(within(dialog).getByRole("button", { name: /Re-extract document/ }));
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    // sent back as the request's own "1-6", page 6 of this 2-page file would be refused (page_out_of_range)
    expect(reextracts[0]).not.toHaveProperty("pages");
    // a selection the user types is sent
    await userEvent.clear(range);
    await userEvent.type(range, "2");
    await userEvent.click(within(dialog).getByRole("button", { name: /Re-extract document/ }));
    await waitFor(() => expect(reextracts).toHaveLength(2), { timeout: 3000 });
    expect(reextracts[1]).toMatchObject({ pages: "2" });
  });

  it("keeps the selected table selected when a re-extraction adds a table to an earlier page", async () => {
    // re-extracting the document finds a second table on page 1, before the one on page 2
    const { reextracts, client } = open((_body, tables) => [
      tables[0]!,
      { ...table(1, "cherries"), table_index: 1, bbox: box(100, 300, 400, 400) },
      tables[1]!,
    ]);
    client.setQueryData(["extractions"], { items: [] });
    client.setQueryData(["usage", "stats"], { analytics: { total_tables: 2 } });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    expect(within(dialog).getByText("Table 2 of 2")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: /Re-extract document/ }));
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    // still the table on page 2 that was selected, now the third of three
    expect(await within(dialog).findByText("Table 3 of 3")).toBeTruthy();
    // the history, the dashboard's totals and Analytics, loaded before, are read again
    for (const key of [["extractions"], ["usage", "stats"]])
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    expect(within(within(dialog).getByTestId("workspace-grid")).getByText("pears")).toBeTruthy();
    expect(within(dialog).queryByText("cherries")).toBeNull();
  });

  it("keeping the edit puts the page back as it was read: the next area keeps the page's other tables", async () => {
    const { reextracts } = open((_body, tables) => tables);
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");
    // an area beside the detected table: the page is taken over, the table becomes an area too
    drag([100, 300], [400, 500]);
    const ask = await screen.findByRole("dialog", { name: "Discard your changes?" }, { timeout: 3000 });
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(screen.queryByRole("region", { name: "Table area" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));

    // the same area again: the detected table is still read with it
    drag([100, 300], [400, 500]);
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    expect(reextracts[0]).toEqual({
      areas: {
        1: [
          [100, 100, 400, 200],
          [100, 300, 400, 500],
        ],
      },
      columns: {},
    });
  });

  it("undoes and redoes a change to the areas, reading the page again each time (buttons and Ctrl+Z)", async () => {
    const { reextracts } = open();
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    const undo = within(dialog).getByRole("button", { name: "Undo" });
    const redo = within(dialog).getByRole("button", { name: "Redo" });
    expect(undo).toHaveProperty("disabled", true);
    expect(redo).toHaveProperty("disabled", true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    drag([50, 90], [500, 600]);
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    expect(reextracts[0]).toEqual({ areas: { 2: [[50, 90, 500, 600]] }, columns: {} });

    // Ctrl+Z on the page: page 2 is read automatically again, as it was before the area
    await waitFor(() => expect(undo).toHaveProperty("disabled", false));
    fireEvent.keyDown(screen.getByTestId("page-canvas"), { key: "z", ctrlKey: true });
    await waitFor(() => expect(reextracts).toHaveLength(2), { timeout: 3000 });
    expect(reextracts[1]).toEqual({ areas: {}, columns: {} });
    expect(screen.queryByRole("region", { name: "Table area" })).toBeNull();
    expect(undo).toHaveProperty("disabled", true);

    // Redo puts the area back and reads the page with it
    await userEvent.click(redo);
    await waitFor(() => expect(reextracts).toHaveLength(3), { timeout: 3000 });
    expect(reextracts[2]).toEqual(reextracts[0]);
    expect(redo).toHaveProperty("disabled", true);
    // in a text field, Ctrl+Z is the field's own
    fireEvent.keyDown(within(dialog).getByRole("textbox", { name: "Page number" }), { key: "z", ctrlKey: true });
    await new Promise((r) => setTimeout(r, 600));
    expect(reextracts).toHaveLength(3);
    expect(undo).toHaveProperty("disabled", false);
    // a new change after an undo leaves nothing to redo
    await userEvent.click(undo);
    await waitFor(() => expect(reextracts).toHaveLength(4), { timeout: 3000 });
    drag([60, 100], [480, 560]);
    await waitFor(() => expect(reextracts).toHaveLength(5), { timeout: 3000 });
    expect(redo).toHaveProperty("disabled", true);
  });

  it("closes an edit opened without changes when a re-extraction replaces its table", async () => {
    const { reextracts, puts } = open((body, tables) =>
      body.areas[1] ? [{ ...table(1, "plums from the area"), bbox: box(61, 238, 551, 475) }, tables[1]!] : tables,
    );
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    // nothing typed: nothing to lose, so nothing is asked
    await userEvent.click(within(dialog).getByRole("button", { name: "Add area" }));
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
    expect(await within(dialog).findByText("plums from the area")).toBeTruthy();
    // the edit made on the old table is gone: typing now cannot land on the new one's cells
    expect(within(dialog).queryByRole("textbox", { name: "Row 2, column 1" })).toBeNull();
    expect(puts).toHaveLength(0);
  });

  it("does not delete the only table of the only page read, which would re-read every page", async () => {
    // the extraction reads page 2 only (pages "2"); the server takes an empty selection for every page
    const { reextracts } = open(rereadPage2, { pages: "2" });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Next table" }));
    await userEvent.click(within(dialog).getByRole("button", { name: /Delete table/ }));
    expect(await screen.findByText(/no page would be left to read/)).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(reextracts).toHaveLength(0);
    expect(within(within(dialog).getByTestId("workspace-grid")).getByText("pears")).toBeTruthy();
  });

  it("reads a page whose re-extraction failed again with the next change, asking first, never under its old edit", async () => {
    // an area on a page reads a new table there
    const { fetchMock, puts, reextracts } = open((body, tables) => [
      body.areas[1] ? { ...table(1, "plums from the area"), bbox: box(61, 238, 551, 475) } : tables[0]!,
      body.areas[2] ? { ...table(2, "pears from the area"), bbox: box(61, 238, 551, 475) } : tables[1]!,
    ]);
    let refuse = true;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith("/reextract") && refuse) {
        refuse = false;
        return Response.json({ detail: "Page 1 took too long", code: "page_timeout" }, { status: 422 });
      }
      return base(input, init);
    });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() => expect(puts).toHaveLength(1));

    // an area on page 1 replaces the edited table: agreed, but the run fails
    await userEvent.click(within(dialog).getByRole("button", { name: "Add area" }));
    let ask = await screen.findByRole("dialog", { name: "Replace your edits?" }, { timeout: 3000 });
    await userEvent.click(within(ask).getByRole("button", { name: "Re-extract" }));
    expect(await within(dialog).findByText(/Re-extraction failed: Page 1 took too long/)).toBeTruthy();

    // the next change, on page 2, sends page 1's area again (the server reads page 1 again too):
    // page 1's edited table is at risk again, so it is asked about, and then shown as read
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add area" }));
    ask = await screen.findByRole("dialog", { name: "Replace your edits?" }, { timeout: 3000 });
    expect(within(ask).getByText(/table 1 on page 1/)).toBeTruthy();
    await userEvent.click(within(ask).getByRole("button", { name: "Re-extract" }));
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous page" }));
    expect(await within(dialog).findByText("plums from the area")).toBeTruthy();
    // the old edit was not laid over the table the area read
    expect(puts).toHaveLength(1);
  });

  it("keeps the column guides an upload gave a page without areas when another page is corrected", async () => {
    // uploaded through the API with columns {"1": [250]} and no areas: page 1 was read with that guide
    const { reextracts } = open(rereadPage2, { columns: { "1": [250] } });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    drag([50, 90], [500, 600]);
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    // the server replaces its whole map with the one sent: left out, page 1 would be read again without its guide
    expect(reextracts[0]).toEqual({ areas: { 2: [[50, 90, 500, 600]] }, columns: { 1: [250] } });

    // taking page 1 over keeps the guide on the detected table's area, so it is read with it as before
    await userEvent.click(within(dialog).getByRole("button", { name: "Previous page" }));
    drag([100, 300], [400, 500]);
    await waitFor(() => expect(reextracts).toHaveLength(2), { timeout: 3000 });
    expect(reextracts[1]).toEqual({
      areas: {
        1: [{ box: [100, 100, 400, 200], columns: [250] }, [100, 300, 400, 500]],
        2: [[50, 90, 500, 600]],
      },
      columns: {},
    });

    // undoing the take-over gives page 1 back its guide as the upload gave it
    await userEvent.click(within(dialog).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(reextracts).toHaveLength(3), { timeout: 3000 });
    expect(reextracts[2]).toEqual(reextracts[0]);
  });
});

describe("the correction workspace and the keyboard", () => {
  it("takes the focus when it opens and keeps Tab inside it, not on the page hidden behind it", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // past the last control, Tab comes back to the first (not to the top bar or the footer)
    within(dialog)
      .getByRole("button", { name: /Re-extract document/ })
      .focus();
    await userEvent.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Close workspace" }));
    await userEvent.tab({ shift: true });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: /Re-extract document/ }));
    // a question asked over the workspace keeps Tab to itself
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close workspace" }));
    const ask = screen.getByRole("dialog", { name: "Discard your changes?" });
    within(ask).getByRole("button", { name: "Discard changes" }).focus();
    await userEvent.tab();
    expect(ask.contains(document.activeElement)).toBe(true);
  });
});

describe("Save as template", () => {
  it("saves the document's method, and an area's own method on that area only", async () => {
    const { fetchMock, reextracts } = open();
    const created: unknown[] = [];
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!(String(input).endsWith("/templates") && init?.method === "POST")) return base(input, init);
      const body = JSON.parse(String(init?.body));
      created.push(body);
      return new Response(JSON.stringify({ ...body, id: "t-1", created_at: "", updated_at: "" }), { status: 201 });
    });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    // the whole document is read with ruling lines; the one area drawn, by text alignment
    await userEvent.selectOptions(
      within(within(dialog).getByRole("region", { name: "Document settings" })).getByLabelText("Method"),
      "lattice",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    drag([50, 90], [500, 600]);
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });
    const areaPanel = within(dialog).getByRole("region", { name: "Table area" });
    await userEvent.selectOptions(within(areaPanel).getByLabelText("Method"), "stream");
    await waitFor(() => expect(reextracts).toHaveLength(2), { timeout: 3000 });
    await within(dialog).findByText("2 tables · 2 pages");

    await userEvent.click(within(dialog).getByRole("button", { name: /Save as template/ }));
    const first = screen.getByRole("dialog", { name: "Save as template" });
    await userEvent.type(within(first).getByLabelText("Template name"), "Statements");
    await userEvent.selectOptions(within(first).getByRole("combobox", { name: /applies to/i }), "all");
    // Escape closes the dialog; what was typed is there when it opens again
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Save as template" })).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: /Save as template/ }));
    const form = screen.getByRole("dialog", { name: "Save as template" });
    expect(within(form).getByLabelText<HTMLInputElement>("Template name").value).toBe("Statements");
    expect(within(form).getByRole<HTMLSelectElement>("combobox", { name: /applies to/i }).value).toBe("all");
    await userEvent.click(within(form).getByRole("button", { name: "Save template" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: "Statements",
      method: "lattice",
      areas: [{ page: "all", box: [50, 90, 500, 600], method: "stream" }],
    });
    // once saved, the next template starts empty
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Save as template" })).toBeNull());
    await userEvent.click(within(dialog).getByRole("button", { name: /Save as template/ }));
    const next = screen.getByRole("dialog", { name: "Save as template" });
    expect(within(next).getByLabelText<HTMLInputElement>("Template name").value).toBe("");
  });
});

describe("Save as template while it saves", () => {
  it("keeps the focus on Save template, sends the template once, and keeps the form when it is refused", async () => {
    const { fetchMock, reextracts } = open();
    dropFocusWhenDisabled();
    let posts = 0;
    let refuse = () => {};
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!(String(input).endsWith("/templates") && init?.method === "POST")) return base(input, init);
      posts++;
      await new Promise<void>((resolve) => (refuse = resolve));
      const body = { detail: "You have 500 templates, the most one workspace keeps", code: "too_many_templates" };
      return new Response(JSON.stringify(body), { status: 409, headers: { "Content-Type": "application/json" } });
    });
    const { form } = await templateFormAfterArea(reextracts);
    await userEvent.type(within(form).getByLabelText("Template name"), "Statements");
    within(form).getByRole("button", { name: "Save template" }).focus();
    await userEvent.keyboard("{Enter}");
    const saving = await within(form).findByRole("button", { name: "Saving..." });
    expect(document.activeElement).toBe(saving);
    await userEvent.keyboard("{Enter}");
    await userEvent.type(within(form).getByLabelText("Template name"), "{Enter}");
    refuse();
    expect(await within(form).findByText(/You have 500 templates/)).toBeTruthy();
    expect(posts).toBe(1);
    // the refusal is told where the user is: the focus stays in the form
    expect(document.activeElement).toBe(within(form).getByLabelText("Template name"));
  });
});

describe("editing a table from the keyboard", () => {
  it("puts the focus in the grid on Edit Table and back on Edit Table after Save or Cancel, keeping it while saving", async () => {
    const { fetchMock, puts } = open();
    dropFocusWhenDisabled();
    let answer = () => {};
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method === "PUT") await new Promise<void>((resolve) => (answer = resolve));
      return base(input, init);
    });
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    const editTable = () => within(dialog).getByRole("button", { name: /Edit Table/ });

    editTable().focus();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(within(dialog).getByRole("textbox", { name: "Row 1, column 1" }));
    within(dialog).getByRole("button", { name: "Cancel" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(document.activeElement).toBe(editTable());

    await userEvent.keyboard("{Enter}");
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");
    within(dialog).getByRole("button", { name: "Save" }).focus();
    await userEvent.keyboard("{Enter}");
    // while the server saves, Save keeps the focus and a second press sends nothing more
    const saving = await within(dialog).findByRole("button", { name: "Saving..." });
    expect(document.activeElement).toBe(saving);
    await userEvent.keyboard("{Enter}");
    answer();
    await waitFor(() => expect(document.activeElement).toBe(editTable()));
    expect(puts).toHaveLength(1);
  });
});

describe("Replace your edits?", () => {
  it("names the edited table by the number the workspace shows it with", async () => {
    open();
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    await userEvent.click(within(dialog).getByRole("button", { name: "Next page" }));
    expect(within(dialog).getByText("Table 2 of 2")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: /Edit Table/ }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: "Row 2, column 1" }), " and figs");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }));
    await within(dialog).findByText(/Edited by you/);

    drag([50, 90], [500, 600]);
    const ask = await screen.findByRole("dialog", { name: "Replace your edits?" }, { timeout: 3000 });
    expect(within(ask).getByText(/replaces your edits to table 2 on page 2\./)).toBeTruthy();
  });
});

describe("removing from the keyboard", () => {
  it("leaves the focus on the page after Remove area and Delete table, not on the body", async () => {
    const { reextracts } = open((_body, tables) => tables);
    const dialog = await screen.findByRole("dialog", { name: "Workspace: report.pdf" }, { timeout: 15_000 });
    const page = screen.getByTestId("page-canvas");

    within(dialog)
      .getByRole("button", { name: /Adjust area/ })
      .focus();
    await userEvent.keyboard("{Enter}");
    within(within(dialog).getByRole("region", { name: "Table area" }))
      .getByRole("button", { name: /Remove area/ })
      .focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByRole("region", { name: "Table area" })).toBeNull();
    expect(document.activeElement).toBe(page);
    await waitFor(() => expect(reextracts).toHaveLength(1), { timeout: 3000 });

    within(dialog)
      .getByRole("button", { name: /Delete table/ })
      .focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(reextracts).toHaveLength(2), { timeout: 3000 });
    expect(document.activeElement).toBe(page);
  });
});

describe("Save as template with a name another template has", () => {
  it("shows the server's message at the name field until the name is changed", async () => {
    const { fetchMock, reextracts } = open();
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (!(String(input).endsWith("/templates") && init?.method === "POST")) return base(input, init);
      const { name } = JSON.parse(String(init?.body)) as { name: string };
      const body = {
        detail: `Your workspace already has a template named "${name}"; choose another name`,
        code: "template_name_taken",
      };
      return new Response(JSON.stringify(body), { status: 409, headers: { "Content-Type": "application/json" } });
    });
    const { form } = await templateFormAfterArea(reextracts);
    const name = within(form).getByLabelText<HTMLInputElement>("Template name");
    await userEvent.type(name, "Statements");
    await userEvent.click(within(form).getByRole("button", { name: "Save template" }));
    const message = 'Your workspace already has a template named "Statements"; choose another name';
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toBe(message);
    await userEvent.type(name, " 2024");
    expect(within(form).queryByText(message)).toBeNull();
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });
});
