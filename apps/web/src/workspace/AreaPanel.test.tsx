import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { makeArea, type WorkArea } from "./areas";
import { AreaPanel } from "./AreaPanel";

const LETTER = { width: 612, height: 792 };

function open() {
  const onChange = vi.fn<(area: WorkArea) => void>();
  render(
    <AreaPanel area={makeArea(1, [100, 100, 400, 300], "a")} size={LETTER} onChange={onChange} onRemove={() => {}} />,
  );
  return onChange;
}

/** Types `value` into the box field `label` and presses Enter. */
async function enter(label: string, value: string) {
  const field = screen.getByLabelText(label);
  await userEvent.clear(field);
  await userEvent.type(field, `${value}{Enter}`);
  return field;
}

describe("the area's box fields", () => {
  it("show the box again when a number is refused, instead of a number the area does not have", async () => {
    const onChange = open();
    // left past the right edge: no such box
    expect(await enter("Left", "450")).toHaveProperty("value", "100");
    // a sliver 4 points wide: smaller than any area the page lets you draw
    expect(await enter("Right", "104")).toHaveProperty("value", "400");
    expect(await enter("Bottom", "100")).toHaveProperty("value", "300");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("keep a number past the page's edge on the page", async () => {
    const onChange = open();
    await enter("Right", "700");
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ box: [100, 100, 612, 300] }));
  });
});

describe("the area's column guides", () => {
  function WithGuides() {
    const [area, setArea] = useState<WorkArea>({ ...makeArea(1, [100, 100, 400, 300], "a"), columns: [150, 250] });
    return <AreaPanel area={area} size={LETTER} onChange={setArea} onRemove={() => {}} />;
  }

  it("give the focus to the next guide's Remove, then to Add column guide, when one is removed from the keyboard", async () => {
    render(<WithGuides />);
    screen.getByRole("button", { name: "Remove guide 1" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByLabelText("Guide 1")).toHaveProperty("value", "250");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove guide 1" }));
    await userEvent.keyboard("{Enter}");
    expect(screen.queryByLabelText("Guide 1")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: /Add column guide/ }));
  });
});
