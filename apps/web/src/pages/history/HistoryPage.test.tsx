import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { HistoryItem, HistoryPage } from "../../api/extractionTypes";
import { signInForTest } from "../../test/session";
import { stubObjectUrls } from "../../test/fakeXhr";
import { mockApi, testUser, type MockRoutes } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { twoTableResult } from "../home/testFixtures";
import { historyItemOf, historyPageOf } from "../../test/apiFixtures";

const item = (over: Partial<HistoryItem>): HistoryItem => historyItemOf(over);

const page = (items: HistoryItem[], over: Partial<HistoryPage> = {}): HistoryPage => historyPageOf(items, over);

const threeItems = [
  item({ edited: true, batch_id: "b1c2d3e4-0000-4000-8000-000000000001" }),
  item({
    id: "ex-2",
    filename: "broken.pdf",
    status: "failed",
    table_count: 0,
    confidence: null,
    extraction_method: null,
    error: "The PDF is damaged",
  }),
  item({ id: "ex-3", filename: "old.pdf", status: "completed", expired: true }),
];

async function openHistory(routes: MockRoutes) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  signInForTest();
  const fetchMock = mockApi({
    "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
    ...routes,
  });
  renderApp("/history");
  return fetchMock;
}

/** Query parameters of every history list call, in order. */
const listQueries = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ url: new URL(String(url), "http://x"), method: init?.method ?? "GET" }))
    .filter(({ url, method }) => method === "GET" && url.pathname === "/api/v1/extractions")
    .map(({ url }) => Object.fromEntries(url.searchParams));

describe("History page", () => {
  it("shows stat tiles and items: completed with View and Download, failed with its error, expired said so", async () => {
    await openHistory({
      "GET /extractions": { status: 200, body: { ...page(threeItems), total: 140, retention_days: 14 } },
    });
    const list = await screen.findByRole("list", { name: "Extractions" });
    expect(screen.getByText("Showing 3 of 140 extractions.")).toBeTruthy();
    expect(screen.getByText("Total Extractions").nextElementSibling?.textContent).toBe("3");
    expect(screen.getByText("Average Confidence").nextElementSibling?.textContent).toBe("87%");
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]!.textContent).toContain("2 MB");
    expect(rows[0]!.textContent).toContain("87% confidence");
    expect(within(rows[0]!).getByRole("button", { name: "View report.pdf" })).toBeTruthy();
    expect(within(rows[0]!).getByRole("button", { name: "Download report.pdf" })).toBeTruthy();
    // an edited extraction from a batch says both; the others neither
    expect(within(rows[0]!).getByText("Edited")).toBeTruthy();
    expect(within(rows[0]!).getByText("From a batch").getAttribute("title")).toBe("Batch b1c2d3e4");
    expect(within(rows[1]!).queryByText("Edited")).toBeNull();
    expect(within(rows[1]!).queryByText("From a batch")).toBeNull();
    expect(rows[1]!.textContent).toContain("Error: The PDF is damaged");
    expect(within(rows[1]!).queryByRole("button", { name: /View/ })).toBeNull();
    expect(within(rows[2]!).getByText("expired")).toBeTruthy();
    expect(rows[2]!.textContent).toContain("Expired: The PDF and its results were deleted after 14 days.");
    for (const name of ["View old.pdf", "Download old.pdf"]) {
      const button = within(rows[2]!).getByRole("button", { name }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      expect(button.title).toBe("The PDF and its results were deleted after 14 days.");
    }
    expect((within(rows[0]!).getByRole("button", { name: "View report.pdf" }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.getByText(/PDFs and results are kept for 14 days, then deleted\./)).toBeTruthy();
  });

  it("gives no confidence for a completed file without tables, since there was nothing to be sure of", async () => {
    await openHistory({
      "GET /extractions": {
        status: 200,
        body: page([
          item({ filename: "letter.pdf", table_count: 0, confidence: 0, extraction_method: "none" }),
          item({ id: "ex-2", filename: "report.pdf" }),
        ]),
      },
    });
    const rows = within(await screen.findByRole("list", { name: "Extractions" })).getAllByRole("listitem");
    expect(rows[0]!.textContent).toContain("0 tables");
    expect(rows[0]!.textContent).not.toContain("confidence");
    expect(rows[1]!.textContent).toContain("87% confidence");
  });

  it("offers an Expired status filter and says the retention period the server keeps files for", async () => {
    const fetchMock = await openHistory({
      "GET /extractions": { status: 200, body: page([item({ id: "ex-9", filename: "gone.pdf", expired: true })]) },
    });
    const list = await screen.findByRole("list", { name: "Extractions" });
    expect(list.textContent).toContain("Expired: The PDF and its results were deleted after 7 days.");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "expired");
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ status: "expired" }));
    expect(screen.getByRole("option", { name: "Expired" })).toBeTruthy();
  });

  it("sends the debounced search, the status filter and each sort to the server", async () => {
    const fetchMock = await openHistory({ "GET /extractions": { status: 200, body: page(threeItems) } });
    await screen.findByRole("list", { name: "Extractions" });
    expect(listQueries(fetchMock)[0]).toEqual({ search: "", status: "all", sort: "newest", limit: "25" });
    await userEvent.type(screen.getByLabelText("Search by filename"), "repo");
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toEqual({ search: "repo", status: "all", sort: "newest", limit: "25" }),
    );
    // Typing is debounced: the partial words "r", "re", "rep" do not each reach the server.
    const partial = listQueries(fetchMock).filter((q) => ["r", "re", "rep"].includes(q.search ?? ""));
    expect(partial.length).toBeLessThan(3);
    await userEvent.selectOptions(screen.getByLabelText("Status"), "failed");
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ status: "failed" }));
    for (const sort of ["oldest", "filename", "confidence", "newest"]) {
      await userEvent.selectOptions(screen.getByLabelText("Sort"), sort);
      await waitFor(() =>
        expect(listQueries(fetchMock).at(-1)).toEqual({ search: "repo", status: "failed", sort, limit: "25" }),
      );
    }
    expect(screen.getByRole("option", { name: "Filename A-Z" })).toBeTruthy();
    expect(screen.getByRole("option", { name: "Confidence high-low" })).toBeTruthy();
  });

  it("keeps the search, status and sort in the address, so coming back to History shows the list as left", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /extractions": { status: 200, body: page(threeItems) },
    });
    const { router } = renderApp("/history?search=repo&status=failed&sort=oldest");
    await screen.findByRole("list", { name: "Extractions" });
    expect(listQueries(fetchMock)[0]).toEqual({ search: "repo", status: "failed", sort: "oldest", limit: "25" });
    expect((screen.getByLabelText("Search by filename") as HTMLInputElement).value).toBe("repo");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("failed");

    await userEvent.selectOptions(screen.getByLabelText("Sort"), "filename");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "all");
    await userEvent.clear(screen.getByLabelText("Search by filename"));
    await userEvent.type(screen.getByLabelText("Search by filename"), "march");
    const addressed = () => Object.fromEntries(new URLSearchParams(router.state.location.search));
    await waitFor(() => expect(addressed()).toEqual({ search: "march", sort: "filename" }));

    // Off to another screen and Back: the list is asked for as it was left.
    await router.navigate("/pricing");
    await router.back();
    await screen.findByRole("list", { name: "Extractions" });
    expect((screen.getByLabelText("Search by filename") as HTMLInputElement).value).toBe("march");
    expect((screen.getByLabelText("Sort") as HTMLSelectElement).value).toBe("filename");
    expect(listQueries(fetchMock).at(-1)).toEqual({ search: "march", status: "all", sort: "filename", limit: "25" });
  });

  it("follows the address when it changes from outside: History in the menu clears a search", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /extractions": { status: 200, body: page(threeItems) },
    });
    const { router } = renderApp("/history?search=repo");
    await screen.findByRole("list", { name: "Extractions" });
    await router.navigate("/history");
    await waitFor(() => expect((screen.getByLabelText("Search by filename") as HTMLInputElement).value).toBe(""));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toMatchObject({ search: "" }));
    // the old words are not written back into the address once the typing pause has passed
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe("");
    await router.navigate("/history?search=march");
    await waitFor(() => expect((screen.getByLabelText("Search by filename") as HTMLInputElement).value).toBe("march"));
  });

  it("asks one page at a time and Show more appends the page after the server's next_cursor", async () => {
    const firstPage = Array.from({ length: 25 }, (_, i) => item({ id: `ex-${i}`, filename: `file-${i}.pdf` }));
    let listed = 0;
    const fetchMock = await openHistory({
      "GET /extractions": () => {
        // the second call is the next page (its cursor is checked below)
        const next = listed++ > 0;
        return {
          status: 200,
          body: next
            ? page([item({ id: "ex-25", filename: "file-25.pdf" })], { total: 26, next_cursor: null })
            : page(firstPage, { total: 26, next_cursor: "after-ex-24" }),
        };
      },
    });
    const list = await screen.findByRole("list", { name: "Extractions" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(25);
    expect(screen.getByText("Showing 25 of 26 extractions.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(26));
    expect(within(list).getAllByRole("listitem")[25]!.textContent).toContain("file-25.pdf");
    expect(listQueries(fetchMock)).toEqual([
      { search: "", status: "all", sort: "newest", limit: "25" },
      { search: "", status: "all", sort: "newest", limit: "25", cursor: "after-ex-24" },
    ]);
    // the last page has no next_cursor: nothing more to show
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(screen.queryByText(/Showing \d+ of/)).toBeNull();
  });

  it("shows the empty state with an Upload PDF button to the home page", async () => {
    await openHistory({
      "GET /extractions": {
        status: 200,
        body: { items: [], stats: { totalExtractions: 0, totalFiles: 0, totalTables: 0, averageConfidence: 0 } },
      },
    });
    expect(await screen.findByText("No extractions yet")).toBeTruthy();
    const links = screen.getAllByRole("link", { name: "Upload PDF" });
    expect(links.every((link) => link.getAttribute("href") === "/")).toBe(true);
    await userEvent.click(links.at(-1)!);
    expect(await screen.findByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ })).toBeTruthy();
  });

  it("says when no item matches the filters", async () => {
    await openHistory({ "GET /extractions": { status: 200, body: { items: [], stats: page(threeItems).stats } } });
    await screen.findByText("No extractions yet");
    await userEvent.selectOptions(screen.getByLabelText("Status"), "processing");
    expect(await screen.findByText("No extractions match your filters")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("all");
  });

  it("View reopens the preview from the stored result; Download fetches the chosen format", async () => {
    stubObjectUrls();
    const fetchMock = await openHistory({
      "GET /extractions": { status: 200, body: page(threeItems) },
      "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
      "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
      "GET /extractions/ex-1/download": { status: 200, body: {} },
    });
    await userEvent.click(await screen.findByRole("button", { name: "View report.pdf" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("2 tables found")).toBeTruthy();
    expect(within(dialog).getByText("Table 1 of 2")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    await userEvent.selectOptions(screen.getByLabelText("Export format"), "csv");
    await userEvent.click(screen.getByRole("button", { name: "Download report.pdf" }));
    expect(await screen.findByText("Download started")).toBeTruthy();
    const download = fetchMock.mock.calls.find(([url]) => String(url).includes("/download"));
    expect(String(download?.[0])).toBe("/api/v1/extractions/ex-1/download?format=csv");
  });

  it("deletes an item after a confirmation and reloads the list", async () => {
    let deleted = false;
    const fetchMock = await openHistory({
      "GET /extractions": () => ({ status: 200, body: page(deleted ? threeItems.slice(1) : threeItems) }),
      "DELETE /extractions/ex-1": () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Delete report.pdf" }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Confirm delete" }));
    expect(await screen.findByText("Extraction deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("button", { name: "View report.pdf" })).toBeNull());
    expect(screen.getByText("broken.pdf")).toBeTruthy();
  });

  it("follows items that are still processing until they settle", async () => {
    let call = 0;
    await openHistory({
      "GET /extractions": () => ({
        status: 200,
        body: page([item({ status: call++ === 0 ? "processing" : "completed" })]),
      }),
    });
    expect(await screen.findByText("processing")).toBeTruthy();
    expect(await screen.findByText("completed", {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.getByRole("button", { name: "View report.pdf" })).toBeTruthy();
  });

  it("says why the list could not be loaded", async () => {
    await openHistory({
      "GET /extractions": { status: 500, body: { detail: "Database unavailable", code: "internal" } },
    });
    expect(await screen.findByText("Failed to load history: Database unavailable")).toBeTruthy();
  });
});
