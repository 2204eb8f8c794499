import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ExtractedTable } from "../api/extractionTypes";
import { signInForTest } from "../test/session";
import { stubObjectUrls } from "../test/fakeXhr";
import { mockApi, testUser, type MockAnswer } from "../test/mockApi";
import { renderApp } from "../test/renderApp";
import { resultOf } from "../test/apiFixtures";

const box = { x0: 100, y0: 100, x1: 400, y1: 200 };
const table: ExtractedTable = {
  page: 1,
  table_index: 0,
  pages: [1],
  headers: ["Item", "Qty"],
  data: [["apples", "1"]],
  confidence: 0.9,
  method: "lattice",
  bbox: box,
  cells: [],
};
const status = {
  id: "ex-locked",
  status: "completed",
  filename: "locked.pdf",
  file_size: 10,
  pages_done: 1,
  pages_total: 1,
  page_count: 1,
  table_count: 1,
  settings: { pages: null, method: "auto", stitch: false, areas: {}, columns: {}, template_id: null },
};

/** What the server answers a request for the encrypted PDF's page: the password is asked every time. */
const lockedPage = (init?: RequestInit): MockAnswer => {
  const password = (init?.headers as Record<string, string> | undefined)?.["X-PDF-Password"];
  if (!password) return { status: 422, body: { detail: "The PDF is encrypted", code: "password_required" } };
  if (password !== "s3cret") return { status: 422, body: { detail: "Wrong password", code: "wrong_password" } };
  return { status: 200, body: "png" };
};

describe("the workspace of an encrypted PDF", () => {
  it("opened without the password (a reload, or from History) asks for it and then shows the page", async () => {
    // the refused page images are logged as the app logs any refused call
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubObjectUrls();
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /extractions/ex-locked": { status: 200, body: status },
      "GET /extractions/ex-locked/result": { status: 200, body: resultOf([table]) },
      "GET /extractions/ex-locked/pages/1/image": (init) => lockedPage(init),
    });
    renderApp("/workspace/ex-locked");
    const dialog = await screen.findByRole("dialog", { name: "Workspace: locked.pdf" }, { timeout: 15_000 });
    expect(await within(dialog).findByText(/This PDF is password-protected/)).toBeTruthy();
    expect(within(dialog).getByText(/kept in this tab's memory only/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("PDF password"), "nope");
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlock PDF" }));
    expect(await within(dialog).findByText("That password is not correct. Try again.")).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("PDF password"), "s3cret");
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlock PDF" }));
    await waitFor(() => expect(within(dialog).queryByLabelText("PDF password")).toBeNull());
    const images = fetchMock.mock.calls.filter(([url]) => String(url).includes("/pages/1/image"));
    expect(images.map(([, init]) => (init?.headers as Record<string, string> | undefined)?.["X-PDF-Password"])).toEqual(
      [undefined, "nope", "s3cret"],
    );
  });

  it("asks when a re-extraction is refused for want of the password, then runs it again with it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubObjectUrls();
    signInForTest();
    const bodies: { password?: string; method?: string }[] = [];
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /extractions/ex-shown": { status: 200, body: { ...status, id: "ex-shown" } },
      "GET /extractions/ex-shown/result": { status: 200, body: resultOf([table]) },
      // a page image drawn before (kept in the tab's image cache) needs no password again
      "GET /extractions/ex-shown/pages/1/image": { status: 200, body: "png" },
      "POST /extractions/ex-shown/reextract": (init): MockAnswer => {
        const body = JSON.parse(String(init?.body)) as { password?: string };
        bodies.push(body);
        return body.password
          ? { status: 200, body: { ...status, id: "ex-shown" } }
          : { status: 422, body: { detail: "The PDF is encrypted", code: "password_required" } };
      },
    });
    renderApp("/workspace/ex-shown");
    const dialog = await screen.findByRole("dialog", { name: "Workspace: locked.pdf" }, { timeout: 15_000 });
    await userEvent.selectOptions(
      within(within(dialog).getByRole("region", { name: "Document settings" })).getByLabelText("Method"),
      "lattice",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Re-extract document" }));
    expect(await within(dialog).findByText(/This PDF is password-protected/)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText("PDF password"), "s3cret");
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlock PDF" }));
    await waitFor(() => expect(bodies).toHaveLength(2), { timeout: 3000 });
    expect(bodies.map((b) => b.password)).toEqual([undefined, "s3cret"]);
    await waitFor(() => expect(within(dialog).queryByLabelText("PDF password")).toBeNull());
  });
});
