import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { asksBeforeUnload } from "../../test/beforeUnload";
import { SESSION_REJECTED_EVENT } from "../../auth/sessionEvents";
import { signInForTest } from "../../test/session";
import { formFields, installFakeXhr, stubObjectUrls } from "../../test/fakeXhr";
import { mockApi, testUser, type MockAnswer, type MockRoutes } from "../../test/mockApi";
import { renderApp, type RouterProbe } from "../../test/renderApp";
import { dropFocusWhenDisabled } from "../../test/focusFixup";
import { pdfFile, progressOf, twoTableResult } from "./testFixtures";

/** Answers each call with the next answer of the list, repeating the last one. */
const sequence = (...answers: MockAnswer[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
};

/** The router of the app the last startFlow rendered. */
let router: RouterProbe;

async function startFlow(routes: MockRoutes, gate?: Promise<void>) {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  stubObjectUrls();
  installFakeXhr({ gate });
  signInForTest();
  const fetchMock = mockApi({
    "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
    ...routes,
  });
  router = renderApp("/").router;
  await screen.findByText(testUser.email);
  // Home has loaded its lazy sections below the picker (each lazy chunk gets its own wait)
  await screen.findByRole("heading", { name: "How pdftab reads tables" });
  await userEvent.upload(screen.getByTestId("home-file-input"), pdfFile());
  await userEvent.click(await screen.findByRole("button", { name: "Extract Tables" }));
  return fetchMock;
}

const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent;

describe("Home extraction flow", () => {
  it("uploads with progress, shows pages processed, then the results and the preview", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fetchMock = await startFlow(
      {
        "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
        "GET /extractions/ex-1": sequence(
          { status: 200, body: progressOf("processing", 2) },
          { status: 200, body: progressOf("completed", 5) },
        ),
        "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
        "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
      },
      gate,
    );
    expect(await screen.findByText("Uploading report.pdf")).toBeTruthy();
    expect(screen.getByRole("progressbar", { name: "Upload progress" }).getAttribute("aria-valuenow")).toBe("50");
    expect(currentStep()).toContain("Extract Tables");
    // closing the tab now would lose the file: the browser asks
    expect(asksBeforeUnload()).toBe(true);
    release();
    expect(await screen.findByText("Processing page 3 of 5")).toBeTruthy();
    expect(asksBeforeUnload()).toBe(false);
    expect(screen.getByRole("progressbar", { name: "Extraction progress" }).getAttribute("aria-valuenow")).toBe("40");
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
    expect(screen.getByText(/Found 2 tables with 3 rows/)).toBeTruthy();
    expect(currentStep()).toContain("Review Data");
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("report.pdf")).toBeTruthy();
    expect(within(dialog).getByText("2 tables found")).toBeTruthy();
    expect(await within(dialog).findByRole("img", { name: "Page 1 with table 1 outlined" })).toBeTruthy();
    const upload = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/extractions"));
    expect(formFields(upload?.[1])).toEqual({ file: "report.pdf" });
  });

  it("returns to upload with the server's reason when extraction fails", async () => {
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
      "GET /extractions/ex-1": {
        status: 200,
        body: progressOf("failed", 1, 5, { code: "damaged_pdf", detail: "The PDF is damaged and cannot be read" }),
      },
    });
    expect(await screen.findByText("Extraction failed: The PDF is damaged and cannot be read")).toBeTruthy();
    expect(screen.getByText("report.pdf")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Extract Tables" })).toBeTruthy();
    expect(currentStep()).toContain("Upload PDF");
  });

  it("says 'Please upload a valid PDF file' and brings the picker back when the server finds the file is no PDF", async () => {
    await startFlow({
      "POST /extractions": {
        status: 415,
        body: { detail: "Please upload a valid PDF file", code: "unsupported_media_type" },
      },
    });
    const notice = await screen.findByText("Please upload a valid PDF file");
    expect(notice.textContent).toBe("Please upload a valid PDF file");
    expect(screen.queryByText(/Extraction failed/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Extract Tables" })).toBeNull();
    expect(screen.getByTestId("home-file-input")).toBeTruthy();
    expect(currentStep()).toContain("Upload PDF");
    // a file the picker refuses says so once, not beside the server's older message
    await userEvent.upload(screen.getByTestId("home-file-input"), pdfFile("report.pdf", 60 * 1024 * 1024));
    expect(await screen.findByText(/this one is larger than/)).toBeTruthy();
    expect(screen.queryByText("Please upload a valid PDF file")).toBeNull();
    // the next file picked clears the message
    await userEvent.upload(screen.getByTestId("home-file-input"), pdfFile());
    expect(await screen.findByRole("button", { name: "Extract Tables" })).toBeTruthy();
    expect(screen.queryByText("Please upload a valid PDF file")).toBeNull();
  });

  it("says the PDF is queued while the server has no free worker, then shows the pages", async () => {
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: null, queued: true } },
      "GET /extractions/ex-1": sequence(
        { status: 200, body: { ...progressOf("processing", 0, 0), pages_total: null, queued: true } },
        { status: 200, body: { ...progressOf("processing", 1, 5), queued: false } },
        { status: 200, body: progressOf("completed", 5) },
      ),
      "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
      "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
    });
    expect(await screen.findByText("Queued: report.pdf")).toBeTruthy();
    expect(screen.getByText(/yours starts as soon as a worker is free/)).toBeTruthy();
    expect(await screen.findByText("Processing page 2 of 5")).toBeTruthy();
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
  });

  it("asks for a password when the job itself fails with password_required", async () => {
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: null } },
      "GET /extractions/ex-1": {
        status: 200,
        body: {
          ...progressOf("failed", 0, 0),
          pages_total: null,
          error: "This PDF is encrypted",
          error_code: "password_required",
        },
      },
    });
    expect(await screen.findByText(/This PDF is password-protected/)).toBeTruthy();
    expect(screen.getByLabelText("PDF password")).toBeTruthy();
  });

  it("falls back to the synchronous extract-info call when the server has no job endpoint", async () => {
    const fetchMock = await startFlow({
      "POST /extractions": {
        status: 404,
        body: { detail: "Route POST /api/v1/extractions not found", code: "not_found" },
      },
      "POST /pdf/extract-info": { status: 200, body: twoTableResult },
      "POST /pdf/extract": { status: 200, body: {} },
    });
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).queryByLabelText("Loading page image")).toBeNull();
    await userEvent.click(within(dialog).getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download started")).toBeTruthy();
    const extract = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/pdf/extract"));
    expect(formFields(extract?.[1])).toEqual({ export_format: "xlsx", file: "report.pdf" });
  });

  it("clears the chosen file when the session ends", async () => {
    await startFlow({
      "POST /extractions": { status: 429, body: { detail: "Daily limit reached", code: "daily_limit_reached" } },
    });
    await screen.findByText("Extraction failed: Daily limit reached");
    window.dispatchEvent(new Event(SESSION_REJECTED_EVENT));
    await waitFor(() => expect(screen.queryByText("report.pdf")).toBeNull());
    expect(screen.getByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ })).toBeTruthy();
  });

  it("shows a refused upload's detail, e.g. the daily limit", async () => {
    await startFlow({
      "POST /extractions": {
        status: 429,
        body: { detail: "Daily limit of 50 extractions reached", code: "daily_limit_reached" },
      },
    });
    expect(await screen.findByText("Extraction failed: Daily limit of 50 extractions reached")).toBeTruthy();
  });

  it("asks for the password of a protected PDF and retries with it", async () => {
    const fetchMock = await startFlow({
      "POST /extractions": (init) => {
        const password = formFields(init).password;
        if (!password) return { status: 422, body: { detail: "This PDF needs a password", code: "password_required" } };
        if (password !== "s3cret") return { status: 422, body: { detail: "Wrong password", code: "wrong_password" } };
        return { status: 202, body: { id: "ex-1", status: "processing", pages_total: 1 } };
      },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 1, 1) },
      "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
      "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
    });
    expect(await screen.findByText(/This PDF is password-protected/)).toBeTruthy();
    await userEvent.type(screen.getByLabelText("PDF password"), "nope");
    await userEvent.click(screen.getByRole("button", { name: "Extract with password" }));
    expect(await screen.findByText("That password is not correct. Try again.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("PDF password"), "s3cret");
    await userEvent.click(screen.getByRole("button", { name: "Extract with password" }));
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
    // The server keeps no password, so the page image asks with it again.
    expect(await screen.findByRole("img", { name: "Page 1 with table 1 outlined" })).toBeTruthy();
    const image = fetchMock.mock.calls.find(([url]) => String(url).includes("/pages/1/image"));
    expect((image?.[1]?.headers as Record<string, string>)["X-PDF-Password"]).toBe("s3cret");
    const passwords = fetchMock.mock.calls
      .filter(([url]) => String(url).endsWith("/extractions"))
      .map(([, init]) => formFields(init).password);
    expect(passwords).toEqual([undefined, "nope", "s3cret"]);

    // the workspace gets the password from memory, not from the router's history state (which the
    // browser keeps across reloads and writes to its session-restore storage)
    await userEvent.click(screen.getAllByRole("link", { name: "Correct in workspace" })[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe("/workspace/ex-1"));
    expect(JSON.stringify(router.state.location.state ?? null)).not.toContain("s3cret");
    await waitFor(() => {
      const images = fetchMock.mock.calls.filter(([url]) => String(url).includes("/pages/1/image"));
      expect(images.length).toBeGreaterThan(1);
    });
    const fromWorkspace = fetchMock.mock.calls.filter(([url]) => String(url).includes("/pages/1/image")).at(-1);
    expect((fromWorkspace?.[1]?.headers as Record<string, string>)["X-PDF-Password"]).toBe("s3cret");
  });

  it("downloads the chosen format, then returns to upload after about 2 s", async () => {
    const fetchMock = await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 1 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 1, 1) },
      "GET /extractions/ex-1/result": { status: 200, body: { ...twoTableResult, tables: [] } },
      "GET /extractions/ex-1/download": { status: 200, body: { tables: [] } },
    });
    await screen.findByText("Extraction Complete");
    await userEvent.selectOptions(screen.getByLabelText("Export format"), "csv");
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download started")).toBeTruthy();
    expect(currentStep()).toContain("Download Excel");
    const download = fetchMock.mock.calls.find(([url]) => String(url).includes("/download"));
    expect(String(download?.[0])).toBe("/api/v1/extractions/ex-1/download?format=csv");
    await waitFor(
      () => expect(screen.getByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ })).toBeTruthy(),
      { timeout: 4000 },
    );
    expect(screen.queryByText("report.pdf")).toBeNull();
  });

  it("counts one table and one row in the singular", async () => {
    const one = { ...twoTableResult, tables: twoTableResult.tables.slice(1), table_count: 1 };
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 1 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 1, 1) },
      "GET /extractions/ex-1/result": {
        status: 200,
        body: { ...one, statistics: { ...one.statistics, total_rows: 1 } },
      },
      "GET /extractions/ex-1/pages/4/image": { status: 200, body: "png" },
    });
    expect(await screen.findByText("Found 1 table with 1 row in report.pdf.")).toBeTruthy();
  });

  it("says a scanned-looking PDF has no text instead of a complete extraction of 0 tables", async () => {
    const warning = {
      file_name: "report.pdf",
      page: 1,
      code: "no_text_layer",
      message: "Page 1 has no usable text layer (no text at all).",
    };
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 1 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 1, 1) },
      "GET /extractions/ex-1/result": {
        status: 200,
        body: { ...twoTableResult, table_count: 0, tables: [], warnings: [warning] },
      },
    });
    expect(await screen.findByText("No Text to Read")).toBeTruthy();
    expect(screen.queryByText("Extraction Complete")).toBeNull();
    expect(
      screen.getByText(/report.pdf looks scanned: page 1 has no text layer, and OCR found no table text on it/),
    ).toBeTruthy();
    expect(screen.queryByTestId("ocr-pages")).toBeNull();
    expect(
      within(screen.getByRole("list", { name: "Extraction warnings" })).getByText(/Page 1 has no usable text layer/),
    ).toBeTruthy();
  });

  it("says which pages were read by OCR, on the results and in the preview", async () => {
    const warnings = [1, 3].map((page) => ({
      file_name: "report.pdf",
      page,
      code: "ocr_used",
      message: `Page ${page} was read by OCR (40 words, mean confidence 91%); check its tables against the page.`,
    }));
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 3 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 3) },
      "GET /extractions/ex-1/result": { status: 200, body: { ...twoTableResult, warnings } },
      "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
    });
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
    expect(screen.getAllByTestId("ocr-pages")[0]!.textContent).toMatch(/Pages read by OCR: 1, 3/);
    await userEvent.click(screen.getByRole("button", { name: "Preview Tables" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("ocr-pages").textContent).toMatch(/Pages read by OCR: 1, 3/);
  });

  it("lists a damaged page's warning beside the tables it did find", async () => {
    const warning = {
      file_name: "report.pdf",
      page: 4,
      code: "damaged_content",
      message: "Page 4 is damaged; tables on it may miss rows.",
    };
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 5) },
      "GET /extractions/ex-1/result": { status: 200, body: { ...twoTableResult, warnings: [warning] } },
      "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
    });
    expect(await screen.findByText("Extraction Complete")).toBeTruthy();
    expect(screen.getByText(/Page 4 is damaged/)).toBeTruthy();
  });

  it("goes back to the results with 'Download failed' when the download fails", async () => {
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 1 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 1, 1) },
      "GET /extractions/ex-1/result": { status: 200, body: { ...twoTableResult, tables: [] } },
      "GET /extractions/ex-1/download": { status: 410, body: { detail: "Expired", code: "expired" } },
    });
    await screen.findByText("Extraction Complete");
    await userEvent.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Download failed", { selector: "[role=alert]" })).toBeTruthy();
    expect(screen.getByText("Extraction Complete")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upload Another PDF" })).toBeTruthy();
  });

  it("gives keyboard focus to Preview Tables when the preview that opened by itself closes", async () => {
    await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 5) },
      "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
      "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
    });
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    const preview = screen.getByRole("button", { name: "Preview Tables" });
    expect(document.activeElement).toBe(preview);
    // Escape too, and from the button it goes back to the button
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(preview);
  });

  it("keeps keyboard focus on Preview Tables and on Download while a download runs", async () => {
    let release = () => {};
    const fetchMock = await startFlow({
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
      "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 5) },
      "GET /extractions/ex-1/result": { status: 200, body: twoTableResult },
      "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
      "GET /extractions/ex-1/download": { status: 410, body: { detail: "Expired", code: "expired" } },
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes("/download")) await new Promise<void>((resolve) => (release = resolve));
      return base(input, init);
    });
    dropFocusWhenDisabled();
    // the preview's Download closes it: focus goes back to Preview Tables, which waits with it
    const dialog = await screen.findByRole("dialog");
    await userEvent.click(within(dialog).getByRole("button", { name: /Download/ }));
    expect(await screen.findByRole("button", { name: "Downloading..." })).toBeTruthy();
    const preview = screen.getByRole("button", { name: "Preview Tables" });
    expect(document.activeElement).toBe(preview);
    expect(preview.getAttribute("aria-disabled")).toBe("true");
    release();
    expect(await screen.findByText("Download failed", { selector: "[role=alert]" })).toBeTruthy();
    expect(document.activeElement).toBe(preview);

    // Download pressed from the keyboard keeps the focus while it runs
    screen.getByRole("button", { name: "Download" }).focus();
    await userEvent.keyboard("{Enter}");
    const busy = await screen.findByRole("button", { name: "Downloading..." });
    expect(document.activeElement).toBe(busy);
    release();
    await screen.findByRole("button", { name: "Download" });
  });
});
