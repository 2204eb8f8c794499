import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Template } from "../../api/templates";
import { signInForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { dropFocusWhenDisabled } from "../../test/focusFixup";

/** Answers the app's question dialog with the button named `button`. */
const answerQuestion = async (button: string) =>
  userEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: button }));

const template: Template = {
  id: "t-1",
  name: "Invoices",
  pages: null,
  method: "auto",
  stitch: false,
  areas: [{ page: 1, box: [10, 20, 300, 400] }],
  created_at: "2026-01-02T10:00:00Z",
  updated_at: "2026-01-02T10:00:00Z",
};

describe("Templates page", () => {
  it("renames a template inline and gives keyboard focus back to its Rename button, after Cancel too", async () => {
    signInForTest();
    let stored = template;
    const teammates: Template["areas"] = [{ page: "all", box: [0, 0, 200, 100] }];
    const puts: unknown[] = [];
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": () => ({ status: 200, body: [stored] }),
      // a teammate changed the areas after the list was loaded: the rename keeps their change
      "GET /templates/t-1": () => ({ status: 200, body: { ...stored, areas: teammates } }),
      "PUT /templates/t-1": (init) => {
        const body = JSON.parse(String(init?.body)) as Template;
        puts.push(body);
        stored = { ...stored, name: body.name };
        return { status: 200, body: stored };
      },
    });
    renderApp("/templates");
    const list = await screen.findByRole("list", { name: "Templates" });

    await userEvent.click(within(list).getByRole("button", { name: "Rename Invoices" }));
    await userEvent.click(within(list).getByRole("button", { name: "Cancel rename" }));
    expect(document.activeElement).toBe(within(list).getByRole("button", { name: "Rename Invoices" }));

    await userEvent.keyboard("{Enter}");
    const field = within(list).getByRole("textbox", { name: "Template name" });
    expect(document.activeElement).toBe(field);
    await userEvent.clear(field);
    await userEvent.type(field, "Supplier invoices{Enter}");
    const renamed = await within(list).findByRole("button", { name: "Rename Supplier invoices" });
    expect(puts).toEqual([expect.objectContaining({ name: "Supplier invoices", areas: teammates })]);
    await waitFor(() => expect(document.activeElement).toBe(renamed));
  });

  it("keeps the keyboard focus on Save name while the rename is saved, and sends it once", async () => {
    signInForTest();
    dropFocusWhenDisabled();
    let release = () => {};
    let stored = template;
    let puts = 0;
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": () => ({ status: 200, body: [stored] }),
      "GET /templates/t-1": () => ({ status: 200, body: stored }),
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== "PUT") return base(input, init);
      puts++;
      await new Promise<void>((resolve) => (release = resolve));
      stored = { ...stored, name: "Receipts" };
      return Response.json(stored);
    });
    renderApp("/templates");
    const list = await screen.findByRole("list", { name: "Templates" });
    await userEvent.click(within(list).getByRole("button", { name: "Rename Invoices" }));
    const field = within(list).getByRole("textbox", { name: "Template name" });
    await userEvent.clear(field);
    await userEvent.type(field, "Receipts");
    const save = within(list).getByRole("button", { name: "Save name" });
    save.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(puts).toBe(1));
    expect(save.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(save);
    await userEvent.keyboard("{Enter}");
    release();
    expect(await within(list).findByRole("button", { name: "Rename Receipts" })).toBeTruthy();
    expect(puts).toBe(1);
  });

  it("gives keyboard focus to a neighbour when a template is deleted, and to the empty list's heading after the last", async () => {
    signInForTest();
    dropFocusWhenDisabled();
    let stored = ["Invoices", "Receipts", "Statements"].map((name) => ({ ...template, id: name, name }));
    let answer = () => {};
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": () => ({ status: 200, body: stored }),
    });
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (init?.method !== "DELETE") return base(input, init);
      await new Promise<void>((resolve) => (answer = resolve));
      const id = String(input).split("/").pop();
      stored = stored.filter((t) => t.id !== id);
      return new Response(null, { status: 204 });
    });
    renderApp("/templates");
    const list = await screen.findByRole("list", { name: "Templates" });
    const deleteOf = (name: string) => within(list).getByRole("button", { name: `Delete ${name}` });

    // Delete asks in the app's dialog first: Escape sends nothing and gives the focus back
    deleteOf("Receipts").focus();
    await userEvent.keyboard("{Enter}");
    const question = await screen.findByRole("dialog", { name: "Delete the template “Receipts”?" });
    expect(within(question).getByText(/the extractions it made keep the copy they ran with/)).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(deleteOf("Receipts"));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    // while it waits the button keeps the focus; then the next template's Delete takes it
    await userEvent.keyboard("{Enter}");
    await answerQuestion("Delete Template");
    expect(document.activeElement).toBe(deleteOf("Receipts"));
    expect(deleteOf("Receipts").getAttribute("aria-disabled")).toBe("true");
    answer();
    await waitFor(() => expect(within(list).queryByText("Receipts")).toBeNull());
    expect(document.activeElement).toBe(deleteOf("Statements"));
    // the last one's goes to the one before it
    await userEvent.keyboard("{Enter}");
    await answerQuestion("Delete Template");
    answer();
    await waitFor(() => expect(within(list).queryByText("Statements")).toBeNull());
    expect(document.activeElement).toBe(deleteOf("Invoices"));
    // none left: the heading that says so
    await userEvent.keyboard("{Enter}");
    await answerQuestion("Delete Template");
    answer();
    const empty = await screen.findByRole("heading", { name: "No templates yet" });
    await waitFor(() => expect(document.activeElement).toBe(empty));
  });
});

describe("Templates page after a teammate deleted a template", () => {
  const gone = { status: 404, body: { detail: "Template was not found", code: "not_found" } };

  it("takes the template off the list when Delete finds it gone, instead of failing on every press", async () => {
    signInForTest();
    let stored = [template];
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": () => ({ status: 200, body: stored }),
      "DELETE /templates/t-1": gone,
    });
    renderApp("/templates");
    const list = await screen.findByRole("list", { name: "Templates" });
    stored = []; // deleted in another tab or by a teammate after the list was read
    await userEvent.click(within(list).getByRole("button", { name: "Delete Invoices" }));
    await answerQuestion("Delete Template");
    expect(await screen.findByRole("heading", { name: "No templates yet" })).toBeTruthy();
    expect(await screen.findByText("Template deleted")).toBeTruthy();
    expect(screen.queryByText(/Delete failed/)).toBeNull();
  });

  it("says the template is gone and reads the list again when a rename finds it deleted", async () => {
    signInForTest();
    let stored = [template];
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": () => ({ status: 200, body: stored }),
      "GET /templates/t-1": gone,
      "PUT /templates/t-1": gone,
    });
    renderApp("/templates");
    const list = await screen.findByRole("list", { name: "Templates" });
    stored = [];
    await userEvent.click(within(list).getByRole("button", { name: "Rename Invoices" }));
    const field = within(list).getByRole("textbox", { name: "Template name" });
    await userEvent.clear(field);
    await userEvent.type(field, "Receipts{Enter}");
    expect(await screen.findByText(/Rename failed: this template was deleted/)).toBeTruthy();
    expect(await screen.findByRole("heading", { name: "No templates yet" })).toBeTruthy();
  });
});

describe("Templates page that could not be read", () => {
  it("says why and reads the list again on Try again", async () => {
    signInForTest();
    let fail = true;
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /templates": () =>
        fail
          ? { status: 503, body: { detail: "The server is busy, try again shortly", code: "service_unavailable" } }
          : { status: 200, body: [template] },
    });
    renderApp("/templates");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toMatch(/Templates could not be loaded: The server is busy/);
    fail = false;
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Templates" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
