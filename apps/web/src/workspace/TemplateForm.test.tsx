import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { TemplateBody } from "../api/templates";
import { makeArea } from "./areas";
import { TemplateForm } from "./TemplateForm";
import { dropFocusWhenDisabled } from "../test/focusFixup";

const areas = [{ ...makeArea(1, [50, 200, 550, 500], "a"), columns: [180, 320] }];
/** The server answers where the text is (asynchronously). */
const locate = async (text: string) => (text === "Date" ? { x: 60, y: 190 } : null);

function open() {
  const onSubmit = vi.fn<(body: TemplateBody) => void>();
  render(
    <TemplateForm
      areas={areas}
      initial={{ pages: "", stitch: false, method: "auto" }}
      locate={locate}
      anchorSuggestions={{ a: ["Date", "Amount"] }}
      saving={false}
      onSubmit={onSubmit}
      onCancel={() => {}}
    />,
  );
  return onSubmit;
}

describe("the template form", () => {
  it("asks for a name and says when an anchor is not on the page", async () => {
    const onSubmit = open();
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(await screen.findByText("Give the template a name.")).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Template name"), "Statements");
    await userEvent.type(screen.getByLabelText("Area 1 anchor text"), "Nowhere");
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    expect(await screen.findByText('"Nowhere" was not found on page 1.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends every page rule, stitch, page range and an anchored box relative to the anchor", async () => {
    const onSubmit = open();
    await userEvent.type(screen.getByLabelText("Template name"), "Statements");
    await userEvent.type(screen.getByLabelText("Pages"), "1-2");
    await userEvent.click(screen.getByLabelText("Join tables that continue over pages"));
    await userEvent.selectOptions(screen.getByLabelText("Area 1 applies to"), "all");
    await userEvent.type(screen.getByLabelText("Area 1 anchor text"), "Date");
    await userEvent.click(screen.getByRole("button", { name: "Save template" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith({
      name: "Statements",
      pages: "1-2",
      method: "auto",
      stitch: true,
      areas: [
        { page: "all", box: [-10, 10, 490, 310], columns: [180, 320], method: "stream", anchor: { text: "Date" } },
      ],
    });
  });
});

describe("the template form while it works", () => {
  it("keeps the focus on Save template while anchors are looked up, and a second press sends nothing more", async () => {
    dropFocusWhenDisabled();
    let found: (point: { x: number; y: number }) => void = () => {};
    const lookups = vi.fn((_text: string) => new Promise<{ x: number; y: number }>((resolve) => (found = resolve)));
    const onSubmit = vi.fn<(body: TemplateBody) => void>();
    render(
      <TemplateForm
        areas={areas}
        initial={{ pages: "", stitch: false, method: "auto" }}
        locate={lookups}
        anchorSuggestions={{}}
        saving={false}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.type(screen.getByLabelText("Template name"), "Statements");
    await userEvent.type(screen.getByLabelText("Area 1 anchor text"), "Date");
    screen.getByRole("button", { name: "Save template" }).focus();
    await userEvent.keyboard("{Enter}");
    const busy = await screen.findByRole("button", { name: "Finding anchors..." });
    expect(document.activeElement).toBe(busy);
    await userEvent.keyboard("{Enter}");
    // Enter in a field submits the form too
    await userEvent.type(screen.getByLabelText("Template name"), "{Enter}");
    found({ x: 60, y: 190 });
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(lookups).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
