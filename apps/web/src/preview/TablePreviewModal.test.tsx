import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { csrfOf, signInForTest, TEST_CSRF } from "../test/session";
import userEvent from "@testing-library/user-event";
import { HashRouter, Link, MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { twoTableResult } from "../pages/home/testFixtures";
import { stubObjectUrls } from "../test/fakeXhr";
import { mockApi } from "../test/mockApi";
import { TablePreviewModal } from "./TablePreviewModal";
import { asksBeforeUnload } from "../test/beforeUnload";
import type { ExtractedTable } from "../api/extractionTypes";

function open(routes: Parameters<typeof mockApi>[0] = {}, extractionId: string | null = "ex-1") {
  const urls = stubObjectUrls();
  signInForTest();
  const fetchMock = mockApi({
    "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
    "GET /extractions/ex-1/pages/4/image": { status: 200, body: "png" },
    ...routes,
  });
  const onClose = vi.fn();
  const onDownload = vi.fn();
  const onSaved = vi.fn();
  const view = render(
    <TablePreviewModal
      source={{ extractionId, filename: "report.pdf", result: twoTableResult }}
      onClose={onClose}
      onDownload={onDownload}
      onSaved={onSaved}
    />,
    { wrapper: MemoryRouter },
  );
  return { fetchMock, onClose, onDownload, onSaved, urls, view };
}

const cellValues = () => screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).value);

describe("Table preview", () => {
  it("steps through the tables with page, confidence, method and the outlined page image", async () => {
    const { urls, fetchMock, view } = open();
    const dialog = screen.getByRole("dialog");
    expect(document.activeElement).toBe(dialog);
    expect(within(dialog).getByText("2 tables found")).toBeTruthy();
    expect(screen.getByText("Table 1 of 2")).toBeTruthy();
    expect(screen.getByText("93%")).toBeTruthy();
    expect(screen.getByText("lattice")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Previous/ }).hasAttribute("disabled")).toBe(true);
    expect(await screen.findByRole("img", { name: "Page 1 with table 1 outlined" })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Name" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Correct in workspace/ }).getAttribute("href")).toBe("/workspace/ex-1");

    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(screen.getByText("Table 2 of 2")).toBeTruthy();
    expect(screen.getByText("4")).toBeTruthy();
    expect(screen.getByText("81%")).toBeTruthy();
    expect(screen.getByText("stream")).toBeTruthy();
    expect(screen.getByText("Oslo")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Next/ }).hasAttribute("disabled")).toBe(true);
    expect(await screen.findByRole("img", { name: "Page 4 with table 2 outlined" })).toBeTruthy();
    const imageCall = fetchMock.mock.calls.find(([url]) => String(url).includes("/pages/4/"));
    expect(String(imageCall?.[0])).toBe("/api/v1/extractions/ex-1/pages/4/image?table=1");
    expect(csrfOf(imageCall?.[1])).toBe(TEST_CSRF);
    expect(urls.revoked).toHaveBeenCalledWith("blob:test/1");
    view.unmount();
    expect(urls.revoked).toHaveBeenCalledWith("blob:test/2");
  });

  it("shows the display defaults only when the server leaves confidence and method out", () => {
    stubObjectUrls();
    mockApi({});
    render(
      <TablePreviewModal
        source={{
          extractionId: null,
          filename: "a.pdf",
          result: { ...twoTableResult, tables: [{ data: [["x"]] } as unknown as ExtractedTable] },
        }}
        onClose={() => {}}
        onDownload={() => {}}
      />,
    );
    expect(screen.getByText("90%")).toBeTruthy();
    expect(screen.getByText("pdfplumber")).toBeTruthy();
    expect(screen.queryByText(/Table 1 of/)).toBeNull();
  });

  it("edits cells, rows and columns and saves the edited grid", async () => {
    const { fetchMock, onSaved } = open({ "PUT /extractions/ex-1/tables": { status: 200, body: { success: true } } });
    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    expect(screen.getByRole("button", { name: /Next/ }).hasAttribute("disabled")).toBe(true);
    const apple = screen.getByLabelText("Row 2, column 1");
    await userEvent.clear(apple);
    await userEvent.type(apple, "Plum");
    await userEvent.click(screen.getByRole("button", { name: "Add Row" }));
    await userEvent.click(screen.getByRole("button", { name: "Add Column" }));
    await userEvent.type(screen.getByLabelText("Row 4, column 3"), "new");
    expect(cellValues()).toEqual(["Name", "Qty", "", "Plum", "3", "", "Pear", "5", "", "", "", "new"]);
    await userEvent.click(screen.getByRole("button", { name: "Delete row 3" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete column 2" }));
    expect(cellValues()).toEqual(["Name", "", "Plum", "", "", "new"]);
    await userEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(screen.queryByRole("button", { name: "Save" })).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      tables: [
        {
          headers: ["Name", ""],
          data: [
            ["Plum", ""],
            ["", "new"],
          ],
        },
        { headers: ["City"], data: [["Oslo"]] },
      ],
    });
    expect(screen.getByText("Plum")).toBeTruthy();
    expect(screen.queryByText("Pear")).toBeNull();
    expect(onSaved).toHaveBeenCalledOnce();
    expect(onSaved.mock.calls[0]?.[0][0]).toMatchObject({
      page: 1,
      confidence: 0.93,
      headers: ["Name", ""],
      data: [
        ["Plum", ""],
        ["", "new"],
      ],
    });
  });

  it("Cancel discards the edits and sends nothing", async () => {
    const { fetchMock } = open();
    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    await userEvent.type(screen.getByLabelText("Row 2, column 1"), " pie");
    await userEvent.click(screen.getByRole("button", { name: "Delete column 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByText("Apple")).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "Qty" })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("keeps the edit mode open and says so when saving fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    open({ "PUT /extractions/ex-1/tables": { status: 500, body: { detail: "Disk full", code: "internal" } } });
    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const { getToasts } = await import("../toast/toastStore");
    await waitFor(() => expect(getToasts().map((t) => t.message)).toContain("Save failed: Disk full"));
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });

  it("downloads in the chosen format and closes; Escape closes too", async () => {
    const { onDownload, onClose } = open();
    await userEvent.selectOptions(screen.getByLabelText("Export format"), "json");
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(onDownload).toHaveBeenCalledWith("json");
    expect(onClose).toHaveBeenCalledOnce();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it("Escape in Edit Table mode leaves the edit mode instead of closing, asking first when a change is not saved", async () => {
    const { onClose } = open();
    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    // nothing changed yet: straight out of the edit mode
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
    expect(screen.getByRole("button", { name: "Edit Table" })).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    await userEvent.type(screen.getByLabelText("Row 2, column 1"), "X");
    fireEvent.keyDown(window, { key: "Escape" });
    const ask = screen.getByRole("dialog", { name: "Discard your changes?" });
    expect(within(ask).getByText(/Your changes to table 1 on page 1 are not saved/)).toBeTruthy();
    // the dialog's own Escape means "keep editing", and does not reach the preview
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
    expect(screen.getByLabelText<HTMLInputElement>("Row 2, column 1").value).toBe("AppleX");

    fireEvent.keyDown(window, { key: "Escape" });
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText("Apple")).toBeTruthy();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("asks before Close or the backdrop drops changes not saved, and before the tab closes", async () => {
    const { onClose, fetchMock } = open();
    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    await userEvent.type(screen.getByLabelText("Row 2, column 1"), " pie");
    expect(asksBeforeUnload()).toBe(true);

    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));
    expect(screen.getByLabelText<HTMLInputElement>("Row 2, column 1").value).toBe("Apple pie");
    // a click on the dimmed page around the preview
    fireEvent.click(screen.getByRole("dialog", { name: "Table preview: report.pdf" }).parentElement!);
    expect(screen.getByRole("dialog", { name: "Discard your changes?" })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Keep editing" }));

    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    await userEvent.click(screen.getByRole("button", { name: "Discard changes" }));
    // once the Back guard's history entry is off (useBackGuard), so no dead Back step is left
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
    expect(asksBeforeUnload()).toBe(false);
  });

  it("asks before the browser's Back drops changes not saved: Keep editing stays, Discard leaves the page", async () => {
    stubObjectUrls();
    signInForTest();
    const fetchMock = mockApi({ "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" } });
    window.history.replaceState(null, "", "#/");
    const preview = (
      <TablePreviewModal
        source={{ extractionId: "ex-1", filename: "report.pdf", result: twoTableResult }}
        onClose={() => {}}
        onDownload={() => {}}
      />
    );
    render(
      <HashRouter>
        <Routes>
          <Route path="/" element={<Link to="/results">Results</Link>} />
          <Route path="/results" element={preview} />
        </Routes>
      </HashRouter>,
    );
    await userEvent.click(screen.getByRole("link", { name: "Results" }));
    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    await userEvent.type(screen.getByLabelText("Row 2, column 1"), " pie");

    // Back is asked about; the page and the edit stay
    await act(async () => window.history.back());
    const ask = await screen.findByRole("dialog", { name: "Discard your changes?" });
    expect(within(ask).getByText(/discard them and leave this page/)).toBeTruthy();
    expect(window.location.hash).toBe("#/results");
    await userEvent.click(within(ask).getByRole("button", { name: "Keep editing" }));
    expect(screen.getByLabelText<HTMLInputElement>("Row 2, column 1").value).toBe("Apple pie");

    // asked again on the next Back; Discard goes where Back was going
    await act(async () => window.history.back());
    await userEvent.click(await screen.findByRole("button", { name: "Discard changes" }));
    await waitFor(() => expect(window.location.hash).toBe("#/"));
    expect(screen.getByRole("link", { name: "Results" })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PUT")).toBe(false);
  });

  it("keeps the keyboard focus in the preview: into the grid on Edit Table, back to Edit Table on Save or Cancel, and on Previous at the last table", async () => {
    open({ "PUT /extractions/ex-1/tables": { status: 200, body: { success: true } } });
    await userEvent.click(screen.getByRole("button", { name: /Next/ }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Previous/ }));
    await userEvent.click(screen.getByRole("button", { name: /Previous/ }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Next/ }));

    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Row 1, column 1"));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Table" }));

    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    await userEvent.type(screen.getByLabelText("Row 2, column 1"), "X");
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Edit Table" })));
  });

  it("closes without asking when an edit was taken back", async () => {
    const { onClose } = open();
    await userEvent.click(screen.getByRole("button", { name: "Edit Table" }));
    const cell = screen.getByLabelText("Row 2, column 1");
    await userEvent.type(cell, "X");
    await userEvent.type(cell, "{Backspace}");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Discard your changes?" })).toBeNull();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
