import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { signInForTest } from "../../test/session";
import { batchOf, completedBatch, defaultPlans } from "../../batch/testFixtures";
import { installFakeXhr, stubObjectUrls } from "../../test/fakeXhr";
import { mockApi, testUser, type MockAnswer, type MockRoutes } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { batchFileOf, usageStatsOf } from "../../test/apiFixtures";
import type { Batch } from "../../api/batchTypes";
import { pdfFile, progressOf, twoTableResult } from "../home/testFixtures";

const proUser = { ...testUser, subscription_tier: "pro" };
const user = userEvent.setup({ applyAccept: false });

const sequence = (...answers: MockAnswer[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
};

async function openDashboard(routes: MockRoutes, account = proUser) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  stubObjectUrls();
  installFakeXhr();
  signInForTest();
  const fetchMock = mockApi({
    "GET /auth/verify": { status: 200, body: { success: true, user: account } },
    "GET /plans": { status: 200, body: { plans: defaultPlans } },
    "GET /batch/": { status: 200, body: [] },
    ...routes,
  });
  renderApp("/dashboard");
  await screen.findByText(/Up to 10 PDF files|One PDF at a time/);
  return fetchMock;
}

const input = () => screen.getByTestId("dashboard-file-input");

describe("Dashboard workspace", () => {
  it("refuses a file that is not a PDF in Home's words on a plan without batches", async () => {
    await openDashboard({}, testUser);
    await user.upload(input(), [new File(["x"], "notes.txt", { type: "text/plain" })]);
    expect(screen.getByText("Please upload a valid PDF file")).toBeTruthy();
    expect(screen.queryByText(/batch processing$/)).toBeNull();
  });

  it("refuses a non-PDF on Pro as a batch picker does", async () => {
    await openDashboard({});
    await user.upload(input(), [new File(["x"], "notes.txt", { type: "text/plain" })]);
    expect(screen.getByText("Only PDF files are supported for batch processing")).toBeTruthy();
  });

  it("tells a Free user who drops several PDFs that this needs Pro, and keeps none of them", async () => {
    await openDashboard({}, testUser);
    expect(screen.getByText("One PDF at a time, up to 10 MB (Free plan)")).toBeTruthy();
    // the Free plan's zone speaks of one PDF
    expect(screen.getByText("Drag and drop a PDF here, or click to browse")).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
    await user.upload(input(), [pdfFile("a.pdf"), pdfFile("b.pdf")]);
    expect(
      screen.getByText("Multiple file upload requires a Pro subscription. The Free plan allows 1 PDF at a time."),
    ).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Selected files" })).toBeNull();
  });

  it("runs one PDF through the single-file flow with its preview, on the Free plan too", async () => {
    await openDashboard(
      {
        "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
        "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 5) },
        "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
        "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
      },
      testUser,
    );
    await user.upload(input(), [pdfFile("report.pdf")]);
    expect(screen.getByText("Selected files (1)")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Extract Tables" }));
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("2 tables found")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Upload Another PDF" }));
    expect(await screen.findByTestId("dashboard-file-input")).toBeTruthy();
  });

  it("brings the totals tiles up to date once a PDF has been extracted", async () => {
    const statsWith = (pdfs: number) => ({
      status: 200,
      body: usageStatsOf({
        daily_usage: { extractions: pdfs, api_calls: 0 },
        totals: { pdfs_processed: pdfs, tables_found: 2 * pdfs, rows_extracted: 7 * pdfs, pages_processed: 5 * pdfs },
      }),
    });
    await openDashboard(
      {
        "GET /usage/stats": sequence(statsWith(0), statsWith(1)),
        "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
        "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 5) },
        "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
        "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
      },
      testUser,
    );
    const tile = (label: string) => screen.getByText(label).parentElement!.textContent;
    await vi.waitFor(() => expect(tile("Tables found")).toMatch(/0$/));
    await user.upload(input(), [pdfFile("report.pdf")]);
    await user.click(screen.getByRole("button", { name: "Extract Tables" }));
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
    await vi.waitFor(() => expect(tile("Tables found")).toMatch(/2$/));
    expect(tile("Pages processed")).toMatch(/5$/);
  });

  it("confirms 'Process N PDF files as FORMAT?' and starts a batch-extract with the documented fields", async () => {
    const fetchMock = await openDashboard({
      "GET /batch/": sequence({ status: 200, body: [] }, { status: 200, body: [completedBatch] }),
      "POST /pdf/batch-extract": { status: 200, body: { batch_id: completedBatch.id, total_files: 2 } },
    });
    await user.upload(input(), [pdfFile("a.pdf"), pdfFile("b.pdf"), pdfFile("c.pdf")]);
    await user.click(screen.getByRole("button", { name: "Remove b.pdf" }));
    await user.selectOptions(screen.getByLabelText("Export format"), "csv");
    await user.click(screen.getByRole("button", { name: "Process 2 PDFs" }));
    const dialog = screen.getByRole("dialog", { name: "Start batch" });
    expect(within(dialog).getByText("Process 2 PDF files as CSV?")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Process" }));
    expect(await screen.findByText(`Batch processing started! Batch ID: ${completedBatch.id}`)).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Selected files" })).toBeNull();
    const call = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/pdf/batch-extract"));
    const form = call![1]!.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"))).toEqual({
      export_format: "csv",
      include_statistics: "true",
      fill_gaps: "true",
      align_columns: "true",
    });
    expect(form.getAll("files").map((f) => (f as File).name)).toEqual(["a.pdf", "c.pdf"]);
    const jobs = screen.getByRole("region", { name: "Recent Batch Jobs" });
    expect(await within(jobs).findByRole("button", { name: "Download results of Batch b1c2d3e4" })).toBeTruthy();
  });

  it("says which PDFs past the plan's batch size were not added", async () => {
    await openDashboard({});
    const files = Array.from({ length: 12 }, (_, i) => pdfFile(`f${i + 1}.pdf`));
    await user.upload(input(), files);
    expect(
      screen.getByText("Maximum 10 files allowed per batch. 2 files were not added: f11.pdf and f12.pdf."),
    ).toBeTruthy();
    expect(screen.getByText("Selected files (10)")).toBeTruthy();
  });

  it("says 'Batch upload failed' with the server's reason", async () => {
    await openDashboard({
      "POST /pdf/batch-extract": {
        status: 429,
        body: { code: "daily_limit_reached", detail: "Daily limit of 1000 extractions reached" },
      },
    });
    await user.upload(input(), [pdfFile("a.pdf"), pdfFile("b.pdf")]);
    await user.click(screen.getByRole("button", { name: "Process 2 PDFs" }));
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Process" }));
    expect(await screen.findByText("Batch upload failed: Daily limit of 1000 extractions reached")).toBeTruthy();
    expect(screen.getByText("Selected files (2)")).toBeTruthy();
  });
});

describe("Recent Batch Jobs", () => {
  it("shows status, counts and live progress, then the download icon once completed", async () => {
    const fetchMock = await openDashboard({
      "GET /batch/": sequence(
        {
          status: 200,
          body: [
            batchOf({
              progress: {
                processed_files: 1,
                current_file: "b.pdf",
                current_index: 2,
                current_pages: { done: 5, total: 40 },
              },
            }),
          ],
        },
        { status: 200, body: [completedBatch] },
      ),
      [`GET /batch/${completedBatch.id}/download`]: { status: 200, body: "zip" },
    });
    const jobs = screen.getByRole("region", { name: "Recent Batch Jobs" });
    const row = await within(jobs).findByRole("listitem", { name: "Batch b1c2d3e4" });
    expect(within(row).getByText("processing")).toBeTruthy();
    expect(within(row).getByText("1/2")).toBeTruthy();
    // the same one-file progress line as the Batch page
    expect(within(row).getByText("Currently processing: b.pdf (file 2 of 2), page 6 of 40")).toBeTruthy();
    expect(within(row).getByRole("progressbar").getAttribute("aria-valuenow")).toBe("50");
    expect(within(row).queryByRole("button", { name: /Download/ })).toBeNull();
    expect(await within(row).findByText("completed")).toBeTruthy();
    expect(within(row).queryByRole("progressbar")).toBeNull();
    await user.click(within(row).getByRole("button", { name: "Download results of Batch b1c2d3e4" }));
    expect(await screen.findByText("Download started")).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/batch/${completedBatch.id}/download`)),
    ).toHaveLength(1);
  });

  it("retries a file that failed for want of its password, with the Batch page's call", async () => {
    const lockedId = "f1000000-0000-4000-8000-000000000001";
    const files = (locked: Partial<Batch["results"][number]>) => [
      batchFileOf({ id: lockedId, filename: "locked.pdf", ...locked }),
      batchFileOf({ filename: "open.pdf", status: "completed", table_count: 2 }),
    ];
    const partlyFailed = batchOf({
      status: "completed",
      progress: { processed_files: 2, successful_files: 1, failed_files: 1 },
      results: files({
        status: "failed",
        error_code: "password_required",
        error: "This PDF is password-protected. Enter its password to extract its tables.",
      }),
    });
    const done = batchOf({
      status: "completed",
      progress: { processed_files: 2, successful_files: 2, failed_files: 0 },
      results: files({ status: "completed", table_count: 3 }),
    });
    let answer = partlyFailed;
    const fetchMock = await openDashboard({
      "GET /batch/": () => ({ status: 200, body: [answer] }),
      [`POST /batch/${partlyFailed.id}/files/${lockedId}/retry`]: () => {
        answer = done;
        return { status: 202, body: { success: true, file_id: lockedId, status: "processing" } };
      },
    });
    const jobs = screen.getByRole("region", { name: "Recent Batch Jobs" });
    const row = await within(jobs).findByRole("listitem", { name: "Batch b1c2d3e4" });
    const locked = await within(row).findByRole("list", { name: "Files that need their password" });
    expect(within(locked).getByText(/This PDF is password-protected/)).toBeTruthy();
    await user.type(within(locked).getByLabelText("Password for locked.pdf"), "open-sesame");
    await user.click(within(locked).getByRole("button", { name: "Retry" }));
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === "POST" && String(url).endsWith(`/files/${lockedId}/retry`),
    );
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ password: "open-sesame" }]);
    await waitFor(() => expect(within(row).queryByRole("list", { name: "Files that need their password" })).toBeNull());
    expect(within(row).getByText("2/2")).toBeTruthy();
  });

  it("says when there are no batch jobs yet", async () => {
    await openDashboard({}, testUser);
    expect(await screen.findByText("No batch jobs yet.")).toBeTruthy();
  });
});
