import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { signInForTest } from "../../test/session";
import { installFakeXhr, stubObjectUrls } from "../../test/fakeXhr";
import { mockApi, testUser, type MockAnswer, type MockRoutes } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { pdfFile, progressOf, twoTableResult } from "./testFixtures";

/** Answers each call with the next answer of the list, repeating the last one. */
const sequence = (...answers: MockAnswer[]) => {
  let call = 0;
  return () => answers[Math.min(call++, answers.length - 1)]!;
};

/** One table left after a correction in the workspace. */
const corrected = {
  ...twoTableResult,
  tables: twoTableResult.tables.slice(0, 1),
  table_count: 1,
  statistics: { ...twoTableResult.statistics, total_rows: 2 },
};

/** Extracts report.pdf on Home (or the dashboard), then opens the correction workspace from the results. */
async function resultsThenWorkspace(result: MockRoutes[string], page: "/" | "/dashboard" = "/") {
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  stubObjectUrls();
  installFakeXhr();
  signInForTest();
  const fetchMock = mockApi({
    "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
    "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 5 } },
    "GET /extractions/ex-1": { status: 200, body: progressOf("completed", 5) },
    "GET /extractions/ex-1/result": result,
    "GET /extractions/ex-1/pages/1/image": { status: 200, body: "png" },
  });
  const { router } = renderApp(page);
  await screen.findByText(testUser.email);
  if (page === "/") {
    await screen.findByRole("heading", { name: "How pdftab reads tables" });
    await userEvent.upload(screen.getByTestId("home-file-input"), pdfFile());
  } else {
    await userEvent.upload(await screen.findByTestId("dashboard-file-input"), pdfFile());
  }
  await userEvent.click(await screen.findByRole("button", { name: "Extract Tables" }));
  expect(await screen.findByText(/Found 2 tables with 3 rows in report\.pdf/)).toBeTruthy();
  await userEvent.click(screen.getAllByRole("link", { name: "Correct in workspace" })[0]!);
  await waitFor(() => expect(router.state.location.pathname).toBe("/workspace/ex-1"));
  // the workspace has taken Home's place (its chunk loaded): Home and its flow are gone
  await waitFor(() => expect(screen.queryByText("Extraction Complete")).toBeNull());
  return { router, fetchMock };
}

const resultCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith("/extractions/ex-1/result")).length;

describe("Home after the correction workspace", () => {
  it("comes back to the results, read again with the corrections, not to an empty Home", async () => {
    const { router, fetchMock } = await resultsThenWorkspace(
      sequence({ status: 200, body: twoTableResult }, { status: 200, body: corrected }),
    );
    const before = resultCalls(fetchMock);
    await router.back();
    expect(router.state.location.pathname).toBe("/");
    expect(await screen.findByText(/Found 1 table with 2 rows in report\.pdf/)).toBeTruthy();
    expect(resultCalls(fetchMock)).toBeGreaterThan(before);
    const link = screen.getByRole("link", { name: "Correct in workspace" });
    expect(link.getAttribute("href")).toBe("/workspace/ex-1");
    // the workspace is a dialog: closed, it gives the keyboard focus back to the link that opened it
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(document.querySelector('[aria-current="step"]')?.textContent).toContain("Review Data");
    // the results come back without the preview popping up over them
    expect(screen.queryByRole("dialog")).toBeNull();

    // Upload Another PDF leaves them for good: Back onto this entry later starts empty
    await userEvent.click(screen.getByRole("button", { name: "Upload Another PDF" }));
    expect(await screen.findByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ })).toBeTruthy();
    await waitFor(() => expect(JSON.stringify(router.state.location.state ?? null)).not.toContain("ex-1"));
  });

  it("does the same for the dashboard's single-PDF flow", async () => {
    const { router } = await resultsThenWorkspace(
      sequence({ status: 200, body: twoTableResult }, { status: 200, body: corrected }),
      "/dashboard",
    );
    await router.back();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(await screen.findByText(/Found 1 table with 2 rows in report\.pdf/)).toBeTruthy();
  });

  it("says the results could not be shown again when the server no longer has them", async () => {
    const { router } = await resultsThenWorkspace(
      sequence(
        { status: 200, body: twoTableResult },
        { status: 410, body: { detail: "This extraction has expired", code: "expired" } },
      ),
    );
    await router.back();
    expect(
      await screen.findByText("The results of report.pdf could not be shown again: This extraction has expired"),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ })).toBeTruthy();
  });
});
