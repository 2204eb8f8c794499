import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { signInForTest } from "../test/session";
import { defaultPlans } from "../batch/testFixtures";
import { pdfFile } from "../pages/home/testFixtures";
import { formFields, installFakeXhr, stubObjectUrls } from "../test/fakeXhr";
import { mockApi, testUser } from "../test/mockApi";
import { renderApp } from "../test/renderApp";
import { selectTemplate } from "./selectedTemplate";

const template = {
  id: "t-1",
  name: "Monthly statement",
  pages: null,
  method: "auto",
  stitch: false,
  areas: [{ page: 1, box: [40, 150, 560, 330] }],
};

afterEach(() => selectTemplate(null));

describe("the template picker at upload", () => {
  it("sends the chosen template's id with the upload on Home", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    stubObjectUrls();
    installFakeXhr();
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": { status: 200, body: { templates: [template] } },
      "POST /extractions": { status: 202, body: { id: "ex-1", status: "processing", pages_total: 1 } },
      "GET /extractions/ex-1": {
        status: 200,
        body: {
          id: "ex-1",
          status: "failed",
          error: "stop here",
          error_code: "x",
          pages_done: 0,
          pages_total: 1,
          filename: "report.pdf",
          file_size: 1,
          table_count: 0,
        },
      },
    });
    renderApp("/");
    const picker = await screen.findByLabelText("Template");
    expect((picker as HTMLSelectElement).value).toBe("");
    await userEvent.selectOptions(picker, "t-1");
    await userEvent.upload(screen.getByTestId("home-file-input"), pdfFile());
    await userEvent.click(await screen.findByRole("button", { name: "Extract Tables" }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith("/extractions"))).toBe(true));
    const upload = fetchMock.mock.calls.find(([url]) => String(url).endsWith("/extractions"));
    expect(formFields(upload?.[1])).toEqual({ template_id: "t-1", file: "report.pdf" });
  });

  it("is not shown to a user without templates", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": { status: 200, body: { templates: [] } },
    });
    renderApp("/");
    await screen.findByText(testUser.email);
    expect(screen.queryByLabelText("Template")).toBeNull();
  });
});

describe("the template picker on the Batch page", () => {
  it("sends template_id with every PDF of a batch", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    installFakeXhr();
    const proUser = { ...testUser, subscription_tier: "pro" };
    signInForTest();
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: proUser } },
      "GET /plans": { status: 200, body: { plans: defaultPlans } },
      "GET /batch/": { status: 200, body: [] },
      "GET /templates": { status: 200, body: { templates: [template] } },
      "POST /batch/create": { status: 200, body: { batch_id: "b-1", total_files: 1 } },
    });
    renderApp("/batch");
    const user = userEvent.setup({ applyAccept: false });
    await user.selectOptions(await screen.findByLabelText("Template"), "t-1");
    await user.upload(await screen.findByTestId("batch-file-input"), [pdfFile("a.pdf")]);
    await user.click(screen.getByRole("button", { name: "Process 1 PDF" }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url, init]) => init?.method === "POST" && String(url).endsWith("/batch/create")),
      ).toBe(true),
    );
    const create = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === "POST" && String(url).endsWith("/batch/create"),
    );
    expect((create![1]!.body as FormData).get("template_id")).toBe("t-1");
  });
});
