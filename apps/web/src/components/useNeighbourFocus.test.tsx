import { render, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { useNeighbourFocus } from "./useNeighbourFocus";

let focusNeighbour: ReturnType<typeof useNeighbourFocus>["focusNeighbour"];

function Rows({ ids }: { ids: string[] }) {
  const focus = useNeighbourFocus();
  focusNeighbour = focus.focusNeighbour;
  return (
    <ul>
      {ids.map((id) => (
        <li key={id}>
          <button type="button" ref={focus.buttonRef(id)}>
            Delete {id}
          </button>
        </li>
      ))}
    </ul>
  );
}

it("moves the focus to the next row's button, to the one before for the last row, and answers false when none is left", () => {
  const { rerender } = render(<Rows ids={["a", "b", "c"]} />);
  expect(focusNeighbour(["a", "b", "c"], "b")).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete c" }));
  expect(focusNeighbour(["a", "b", "c"], "c")).toBe(true);
  expect(document.activeElement).toBe(screen.getByRole("button", { name: "Delete b" }));
  // a row gone from the page no longer takes the focus
  rerender(<Rows ids={["a"]} />);
  expect(focusNeighbour(["a", "b"], "a")).toBe(false);
  expect(focusNeighbour(["a"], "a")).toBe(false);
  expect(focusNeighbour(["a", "b"], "unknown")).toBe(false);
});
