import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { asksBeforeUnload } from "../../test/beforeUnload";
import { signInForTest } from "../../test/session";
import { batchOf, completedBatch, defaultPlans, planOf } from "../../batch/testFixtures";
import { installFakeXhr, stubObjectUrls } from "../../test/fakeXhr";
import { mockApi, testUser, type MockAnswer, type MockRoutes } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { pdfFile } from "../home/testFixtures";
import { batchFileOf, usageStatsOf } from "../../test/apiFixtures";

const proUser = { ...testUser, subscription_tier: "pro" };
const user = userEvent.setup({ applyAccept: false });

/** Answers each call with the next answer of the list, repeating the last one. */
const sequence = (...answers: MockAnswer[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
};

function openBatchPage(routes: MockRoutes, account = proUser, plans = defaultPlans, gate?: Promise<void>) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  installFakeXhr({ gate });
  signInForTest();
  const fetchMock = mockApi({
    "GET /auth/verify": { status: 200, body: { success: true, user: account } },
    "GET /plans": { status: 200, body: { plans } },
    ...routes,
  });
  renderApp("/batch");
  return fetchMock;
}

const callsTo = (fetchMock: ReturnType<typeof mockApi>, method: string, suffix: string) =>
  fetchMock.mock.calls.filter(([url, init]) => (init?.method ?? "GET") === method && String(url).endsWith(suffix));

describe("Batch page", () => {
  it("tells a Free user batches need Pro or Business, links to pricing and still lists their batches", async () => {
    openBatchPage({ "GET /batch/": { status: 200, body: [completedBatch] } }, testUser);
    expect(await screen.findByRole("heading", { name: "Batch processing needs Pro or Business" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See Plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByTestId("batch-file-input")).toBeNull();
    expect(await screen.findByRole("heading", { name: "Batch b1c2d3e4" })).toBeTruthy();
  });

  it("does not invite a Free user with no batches to upload PDFs the page has no form for", async () => {
    openBatchPage({ "GET /batch/": { status: 200, body: [] } }, testUser);
    expect(await screen.findByRole("heading", { name: "Batch processing needs Pro or Business" })).toBeTruthy();
    expect(await screen.findByText("No batches yet.")).toBeTruthy();
    expect(screen.queryByText(/Upload some PDFs/)).toBeNull();
  });

  it("says the plan's real limits, lists the chosen PDFs with sizes and lets them be removed", async () => {
    openBatchPage({ "GET /batch/": { status: 200, body: [] } });
    expect(await screen.findByText("Up to 10 PDF files, max 50 MB each (Pro plan)")).toBeTruthy();
    expect(screen.getByText("Process up to 10 PDFs at once with advanced table extraction")).toBeTruthy();
    expect(await screen.findByText("No batches yet. Upload some PDFs to get started!")).toBeTruthy();
    const submit = screen.getByRole("button", { name: "Process 0 PDFs" });
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    await user.click(submit);
    expect(screen.getByText("Please select files to process")).toBeTruthy();

    await user.upload(screen.getByTestId("batch-file-input"), [
      pdfFile("a.pdf", 1536 * 1024),
      pdfFile("b.pdf", 2 * 1024 * 1024),
    ]);
    const list = screen.getByRole("region", { name: "Selected files" });
    expect(within(list).getByText("Selected files (2)")).toBeTruthy();
    expect(within(list).getByText("1.50 MB")).toBeTruthy();
    expect(within(list).getByText("2.00 MB")).toBeTruthy();
    await user.click(within(list).getByRole("button", { name: "Remove a.pdf" }));
    expect(within(list).queryByText("a.pdf")).toBeNull();
    expect(screen.getByRole("button", { name: "Process 1 PDF" })).toBeTruthy();
    await user.click(within(list).getByRole("button", { name: "Clear All" }));
    expect(screen.queryByRole("region", { name: "Selected files" })).toBeNull();
  });

  it("refuses non-PDFs, files over the plan's size and PDFs past the plan's batch size", async () => {
    openBatchPage({ "GET /batch/": { status: 200, body: [] } }, proUser, [planOf("pro", 2, 1024 * 1024)]);
    const input = await screen.findByTestId("batch-file-input");
    await user.upload(input, [
      new File(["x"], "notes.txt", { type: "text/plain" }),
      pdfFile("huge.pdf", 2 * 1024 * 1024),
    ]);
    expect(
      screen.getByText(
        "Only PDF files are supported for batch processing. huge.pdf is larger than the 1 MB per file your Pro plan allows.",
      ),
    ).toBeTruthy();
    await user.upload(input, [pdfFile("a.pdf", 10), pdfFile("b.pdf", 10), pdfFile("c.pdf", 10)]);
    // the spec's text first, then which file was left out
    expect(screen.getByText("Maximum 2 files allowed per batch. c.pdf was not added.")).toBeTruthy();
    expect(screen.getByText("Selected files (2)")).toBeTruthy();
    expect(screen.queryByText("c.pdf")).toBeNull();
    await user.upload(input, [pdfFile("d.pdf", 10), pdfFile("e.pdf", 10)]);
    expect(
      screen.getByText("Maximum 2 files allowed per batch. 2 files were not added: d.pdf and e.pdf."),
    ).toBeTruthy();
    // Clear All starts over, error box included
    await user.click(screen.getByRole("button", { name: "Clear All" }));
    expect(screen.queryByText(/Maximum 2 files allowed per batch/)).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("lists a PDF picked again once, says so, and keeps its place under the plan's batch size for another", async () => {
    openBatchPage({ "GET /batch/": { status: 200, body: [] } }, proUser, [planOf("pro", 3, 1024 * 1024)]);
    const input = await screen.findByTestId("batch-file-input");
    const a = pdfFile("a.pdf", 10);
    const b = pdfFile("b.pdf", 20);
    await user.upload(input, [a, b]);
    // the same two again (a folder dropped twice), with one new file
    await user.upload(input, [a, b, pdfFile("c.pdf", 30)]);
    const list = screen.getByRole("region", { name: "Selected files" });
    expect(within(list).getByText("Selected files (3)")).toBeTruthy();
    expect(within(list).getAllByText("a.pdf")).toHaveLength(1);
    expect(within(list).getByText("c.pdf")).toBeTruthy();
    expect(screen.getByText("2 of the files are already in the list.")).toBeTruthy();
    expect(screen.queryByText("Maximum 3 files allowed per batch")).toBeNull();
    // another file of the same name but other content is another PDF
    await user.click(within(list).getByRole("button", { name: "Remove c.pdf" }));
    await user.upload(input, [pdfFile("a.pdf", 11)]);
    expect(within(list).getAllByText("a.pdf")).toHaveLength(2);
    expect(screen.queryByText(/already in the list/)).toBeNull();
  });

  it("sends the PDFs with the format, toasts the batch id, clears the list and reloads the history", async () => {
    const fetchMock = openBatchPage({
      "GET /batch/": sequence({ status: 200, body: [] }, { status: 200, body: [completedBatch] }),
      "POST /batch/create": { status: 200, body: { batch_id: completedBatch.id, total_files: 2 } },
    });
    await user.upload(await screen.findByTestId("batch-file-input"), [pdfFile("a.pdf"), pdfFile("b.pdf")]);
    await user.selectOptions(screen.getByLabelText("Export format"), "json");
    await user.click(screen.getByRole("button", { name: "Process 2 PDFs" }));
    expect(await screen.findByText(`Batch processing started! Batch ID: ${completedBatch.id}`)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Selected files" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Batch b1c2d3e4" })).toBeTruthy();
    const [create] = callsTo(fetchMock, "POST", "/batch/create");
    const form = create![1]!.body as FormData;
    expect(form.get("format")).toBe("json");
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["a.pdf", "b.pdf"]);
  });

  it("shows the upload's progress and 'Processing...' while the PDFs are sent, keeping the focus on the button", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = openBatchPage(
      {
        "GET /batch/": { status: 200, body: [] },
        "POST /batch/create": { status: 200, body: { batch_id: completedBatch.id, total_files: 2 } },
      },
      proUser,
      defaultPlans,
      gate,
    );
    await user.upload(await screen.findByTestId("batch-file-input"), [pdfFile("a.pdf"), pdfFile("b.pdf")]);
    const submit = screen.getByRole("button", { name: "Process 2 PDFs" });
    submit.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByText("Uploading 2 PDFs... 50%")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow")).toBe("50");
    // disabled for assistive technology and for presses, but not natively: a natively disabled
    // button loses the keyboard focus in Chrome, which then starts again from the top of the page
    expect(submit.textContent).toBe("Processing...");
    expect(submit.getAttribute("aria-disabled")).toBe("true");
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    await user.keyboard("{Enter}");
    // closing the tab now would lose the batch: the browser asks
    expect(asksBeforeUnload()).toBe(true);
    release();
    expect(await screen.findByText(`Batch processing started! Batch ID: ${completedBatch.id}`)).toBeTruthy();
    // the second Enter while it was sending sent nothing more
    expect(callsTo(fetchMock, "POST", "/batch/create")).toHaveLength(1);
    await waitFor(() => expect(submit.textContent).toBe("Process 0 PDFs"));
    expect((submit as HTMLButtonElement).disabled).toBe(false);
    expect(document.activeElement).toBe(submit);
    await waitFor(() => expect(asksBeforeUnload()).toBe(false));
    await waitFor(() => expect(screen.queryByRole("progressbar", { name: "Upload progress" })).toBeNull());
  });

  it("shows the server's reason when the batch is refused", async () => {
    openBatchPage({
      "GET /batch/": { status: 200, body: [] },
      "POST /batch/create": {
        status: 413,
        body: { code: "too_many_files", detail: "Your Pro plan allows up to 10 files per batch" },
      },
    });
    await user.upload(await screen.findByTestId("batch-file-input"), [pdfFile("a.pdf")]);
    await user.click(screen.getByRole("button", { name: "Process 1 PDF" }));
    expect(await screen.findByText("Your Pro plan allows up to 10 files per batch")).toBeTruthy();
    expect(screen.getByText("Selected files (1)")).toBeTruthy();
  });

  it("follows a running batch every second, shows its outcome and stops polling once it has ended", async () => {
    const fetchMock = openBatchPage({
      "GET /batch/": sequence(
        { status: 200, body: [batchOf({ status: "pending" })] },
        {
          status: 200,
          body: [
            batchOf({ progress: { processed_files: 1, successful_files: 1, current_file: "b.pdf", current_index: 2 } }),
          ],
        },
        { status: 200, body: [completedBatch] },
      ),
    });
    const card = await screen.findByRole("listitem", { name: "Batch b1c2d3e4" });
    expect(within(card).getByText("pending")).toBeTruthy();
    expect(within(card).getByText("0/2 files")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(await within(card).findByText("Currently processing: b.pdf (file 2 of 2)")).toBeTruthy();
    expect(within(card).getByText("50%")).toBeTruthy();
    expect(within(card).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(await within(card).findByText("completed")).toBeTruthy();
    expect(within(card).queryByRole("progressbar")).toBeNull();
    expect(within(card).queryByRole("button", { name: "Cancel" })).toBeNull();
    const counts = within(card).getByText("Tables").parentElement!.parentElement!;
    expect(counts.textContent).toBe("Successful1Failed1Tables3");
    expect(within(card).getByRole("list", { name: "Files that failed" }).textContent).toBe(
      "b.pdf: The PDF is damaged and cannot be read",
    );
    const polls = callsTo(fetchMock, "GET", "/batch/").length;
    expect(polls).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo(fetchMock, "GET", "/batch/").length).toBe(polls);
  });

  it("keeps following a cancelled batch while a file that was running finishes, then shows its result and Download", async () => {
    const stopping = batchOf({
      status: "cancelled",
      progress: { total_files: 2, current_file: "a.pdf", current_index: 1 },
      results: [
        batchFileOf({ filename: "a.pdf", status: "processing" }),
        batchFileOf({ filename: "b.pdf", status: "cancelled" }),
      ],
    });
    const settled = batchOf({
      status: "cancelled",
      progress: { total_files: 2, processed_files: 1, successful_files: 1 },
      results: [
        batchFileOf({ filename: "a.pdf", status: "completed", table_count: 4 }),
        batchFileOf({ filename: "b.pdf", status: "cancelled" }),
      ],
    });
    const fetchMock = openBatchPage({
      "GET /batch/": sequence({ status: 200, body: [stopping] }, { status: 200, body: [settled] }),
    });
    const card = await screen.findByRole("listitem", { name: "Batch b1c2d3e4" });
    expect(within(card).getByText("cancelled")).toBeTruthy();
    expect(within(card).getByText(/1 file that was running is still finishing \(a\.pdf\)/)).toBeTruthy();
    expect(within(card).queryByRole("button", { name: "Download" })).toBeNull();
    // the next poll brings the file's result: counted, and its tables downloadable
    expect(await within(card).findByRole("button", { name: "Download" }, { timeout: 3000 })).toBeTruthy();
    expect(within(card).getByText("1/2 files")).toBeTruthy();
    expect(within(card).getByText("Tables").parentElement!.parentElement!.textContent).toBe(
      "Successful1Failed0Tables4",
    );
    expect(within(card).queryByText(/still finishing/)).toBeNull();
    const polls = callsTo(fetchMock, "GET", "/batch/").length;
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo(fetchMock, "GET", "/batch/").length).toBe(polls);
  });

  it("shows one file under way with its place and pages, Download for a cancelled batch with finished files and the files the cancel stopped, none once results have expired", async () => {
    openBatchPage({
      "GET /batch/": {
        status: 200,
        body: [
          batchOf({
            status: "processing",
            progress: {
              total_files: 10,
              current_file: "big.pdf",
              current_index: 3,
              current_pages: { done: 40, total: 120 },
            },
          }),
          { ...completedBatch, id: "aabbccdd-0000-4000-8000-000000000009", expired: true },
          batchOf({
            id: "cafe0001-0000-4000-8000-000000000010",
            status: "cancelled",
            progress: { processed_files: 1, successful_files: 1 },
            results: [
              batchFileOf({ filename: "a.pdf", status: "completed", table_count: 2 }),
              batchFileOf({
                filename: "long.pdf",
                status: "cancelled",
                error:
                  "The batch was cancelled while this file ran. The extraction was cancelled before page 6 (5 of 40 pages read).",
                error_code: "cancelled",
              }),
            ],
          }),
          batchOf({
            id: "cafe0002-0000-4000-8000-000000000011",
            status: "cancelled",
            progress: { processed_files: 0, successful_files: 0 },
          }),
        ],
      },
    });
    const running = await screen.findByRole("listitem", { name: "Batch b1c2d3e4" });
    expect(within(running).getByText("Currently processing: big.pdf (file 3 of 10), page 41 of 120")).toBeTruthy();
    const cancelled = screen.getByRole("listitem", { name: "Batch cafe0001" });
    expect(within(cancelled).getByRole("button", { name: "Download" })).toBeTruthy();
    // a file the cancel stopped mid-way is not a failure: it is listed apart, with how far it got
    expect(within(cancelled).getByRole("list", { name: "Files stopped by the cancel" }).textContent).toContain(
      "long.pdf: The batch was cancelled while this file ran.",
    );
    expect(within(cancelled).queryByRole("list", { name: "Files that failed" })).toBeNull();
    expect(
      within(screen.getByRole("listitem", { name: "Batch cafe0002" })).queryByRole("button", { name: "Download" }),
    ).toBeNull();
    const expired = screen.getByRole("listitem", { name: "Batch aabbccdd" });
    expect(within(expired).queryByRole("button", { name: "Download" })).toBeNull();
    expect(within(expired).getByText(/were deleted at the end of the retention period/)).toBeTruthy();
  });

  it("downloads a completed batch, deletes one and cancels a running one, with the documented toasts", async () => {
    const { created } = stubObjectUrls();
    const running = batchOf({
      id: "99887766-0000-4000-8000-000000000002",
      status: "processing",
      progress: { current_file: "x.pdf" },
    });
    const failed = batchOf({
      id: "55443322-0000-4000-8000-000000000003",
      status: "failed",
      error: "Every file failed",
    });
    const fetchMock = openBatchPage({
      "GET /batch/": { status: 200, body: [running, completedBatch, failed] },
      [`GET /batch/${completedBatch.id}/download`]: { status: 200, body: "zip" },
      [`POST /batch/${running.id}/cancel`]: sequence(
        { status: 200, body: { success: true, status: "cancelled" } },
        { status: 404, body: { code: "not_found", detail: "Batch was not found" } },
      ),
      [`DELETE /batch/${failed.id}`]: {
        status: 200,
        body: { success: true, id: failed.id, deleted_extractions: 0, kept_extractions: 1 },
      },
    });
    const card = (name: string) => screen.findByRole("listitem", { name });
    expect(within(await card("Batch 55443322")).getByRole("alert").textContent).toBe("Every file failed");
    expect(within(await card("Batch 55443322")).queryByRole("button", { name: "Download" })).toBeNull();

    await user.click(within(await card("Batch b1c2d3e4")).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download started")).toBeTruthy();
    expect(created).toHaveBeenCalledTimes(1);

    const before = callsTo(fetchMock, "GET", "/batch/").length;
    await user.click(within(await card("Batch 99887766")).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Batch cancelled successfully")).toBeTruthy();
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/batch/").length).toBeGreaterThan(before));
    await user.click(within(await card("Batch 99887766")).getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Batch was not found")).toBeTruthy();

    await user.click(within(await card("Batch 55443322")).getByRole("button", { name: "Delete Batch 55443322" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete Batch" }));
    expect(await screen.findByText("Batch deleted successfully. Its 1 extraction stays in History.")).toBeTruthy();
    expect(callsTo(fetchMock, "DELETE", `/batch/${failed.id}`)).toHaveLength(1);
  });

  it("asks before deleting a batch, says what goes, and keeps its extractions unless the box is ticked", async () => {
    const fetchMock = openBatchPage({
      "GET /batch/": { status: 200, body: [completedBatch] },
      [`DELETE /batch/${completedBatch.id}`]: {
        status: 200,
        body: { success: true, id: completedBatch.id, deleted_extractions: 2, kept_extractions: 0 },
      },
    });
    const card = await screen.findByRole("listitem", { name: "Batch b1c2d3e4" });
    const trigger = within(card).getByRole("button", { name: "Delete Batch b1c2d3e4" });
    await user.click(trigger);
    let dialog = within(await screen.findByRole("dialog", { name: "Delete Batch b1c2d3e4?" }));
    // the question is said once (the dialog's heading), not twice
    expect(dialog.getAllByText("Delete Batch b1c2d3e4?")).toHaveLength(1);
    expect(dialog.getByText(/deletes the batch and its results zip \(2 files\)/)).toBeTruthy();
    expect(dialog.getByText(/extractions its files made stay in your History/)).toBeTruthy();
    await user.click(dialog.getByRole("button", { name: "Keep Batch" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(callsTo(fetchMock, "DELETE", `/batch/${completedBatch.id}`)).toHaveLength(0);

    await user.click(trigger);
    dialog = within(await screen.findByRole("dialog"));
    await user.click(dialog.getByRole("checkbox", { name: "Also delete these extractions from History" }));
    await user.click(dialog.getByRole("button", { name: "Delete Batch" }));
    expect(await screen.findByText("Batch deleted successfully, with its 2 extractions")).toBeTruthy();
    const [call] = callsTo(fetchMock, "DELETE", `/batch/${completedBatch.id}?delete_extractions=true`);
    expect(call).toBeTruthy();
  });

  it("keeps the keyboard focus in the list when a batch is deleted: on the next card's delete, then the heading", async () => {
    const second = { ...completedBatch, id: "5a5a5a5a-0000-4000-8000-000000000002" };
    let shown = [completedBatch, second];
    const deleted = (id: string) => () => (
      (shown = shown.filter((b) => b.id !== id)),
      { status: 200, body: { success: true, id, deleted_extractions: 0, kept_extractions: 0 } }
    );
    openBatchPage({
      "GET /batch/": () => ({ status: 200, body: shown }),
      [`DELETE /batch/${completedBatch.id}`]: deleted(completedBatch.id),
      [`DELETE /batch/${second.id}`]: deleted(second.id),
    });
    await user.click(await screen.findByRole("button", { name: "Delete Batch b1c2d3e4" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete Batch" }));
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Batch b1c2d3e4" })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete Batch 5a5a5a5a" })),
    );

    await user.keyboard("{Enter}");
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete Batch" }));
    expect(await screen.findByText("No batches yet. Upload some PDFs to get started!")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Processing History" })),
    );
  });

  it("reloads the dashboard's totals once a watched batch ends, once per batch and not on every poll", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signInForTest();
    const other = "0f0f0f0f-0000-4000-8000-000000000002";
    // 0: both batches run; 1: the first has ended; 2: both have
    let stage = 0;
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: proUser } },
      "GET /plans": { status: 200, body: { plans: defaultPlans } },
      "GET /auth/subscription": {
        status: 200,
        body: { success: true, usage_current: 0, usage_limit: 1000, plan_type: "pro" },
      },
      "GET /batch/": () => ({
        status: 200,
        body: [
          stage >= 1 ? completedBatch : batchOf({ progress: { current_file: "a.pdf", current_index: 1 } }),
          stage >= 2 ? { ...completedBatch, id: other } : batchOf({ id: other, progress: { current_file: "c.pdf" } }),
        ],
      }),
      "GET /usage/stats": () => ({
        status: 200,
        body: usageStatsOf({
          totals: { pdfs_processed: 2 * stage, tables_found: 3 * stage, rows_extracted: 0, pages_processed: 2 * stage },
        }),
      }),
    });
    const { router } = renderApp("/dashboard");
    const pdfsTile = async () => (await screen.findByText("PDFs processed")).parentElement!.textContent;
    await waitFor(async () => expect(await pdfsTile()).toMatch(/\D0$/));
    const statsCalls = () => callsTo(fetchMock, "GET", "/usage/stats").length;
    expect(statsCalls()).toBe(1);

    // the first batch ends while the Batch page follows it
    await router.navigate("/batch");
    const history = await screen.findByRole("region", { name: "Processing History" });
    const card = await within(history).findByRole("listitem", { name: "Batch b1c2d3e4" });
    stage = 1;
    expect(await within(card).findByText("completed", {}, { timeout: 3000 })).toBeTruthy();
    // back on the dashboard within the totals' 30 s: they are read again, with the batch's files
    await router.navigate("/dashboard");
    await waitFor(async () => expect(await pdfsTile()).toMatch(/\D2$/));
    expect(statsCalls()).toBe(2);
    // the other batch still runs: its polls do not reload the totals again
    const polls = callsTo(fetchMock, "GET", "/batch/").length;
    await waitFor(() => expect(callsTo(fetchMock, "GET", "/batch/").length).toBeGreaterThan(polls + 1), {
      timeout: 4000,
    });
    expect(statsCalls()).toBe(2);

    // the other one ends in view: once more
    stage = 2;
    await waitFor(async () => expect(await pdfsTile()).toMatch(/\D4$/), { timeout: 4000 });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(statsCalls()).toBe(3);
  });
});
