import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmLinkCard } from "./ConfirmLinkCard";

const card = (props: { pending: boolean; error?: string; onConfirm: () => void }) => (
  <ConfirmLinkCard title="Confirm it" label="Confirm thing" notAsked="Did not ask? Close this page." {...props}>
    What the link does.
  </ConfirmLinkCard>
);

describe("ConfirmLinkCard", () => {
  it("confirms on its button, and while pending says so, keeps the focus and ignores presses", () => {
    const onConfirm = vi.fn();
    const { rerender } = render(card({ pending: false, onConfirm }));
    expect(screen.getByRole("heading", { name: "Confirm it" })).toBeTruthy();
    expect(screen.getByText("What the link does.")).toBeTruthy();
    expect(screen.getByText("Did not ask? Close this page.")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Confirm thing" });
    expect(button.getAttribute("aria-disabled")).toBeNull();
    fireEvent.click(button);
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(card({ pending: true, onConfirm }));
    const waiting = screen.getByRole("button", { name: "Confirming..." }) as HTMLButtonElement;
    expect(waiting.getAttribute("aria-disabled")).toBe("true");
    expect(waiting.disabled).toBe(false);
    fireEvent.click(waiting);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("shows an error above the button, and none without one", () => {
    const { rerender } = render(card({ pending: false, onConfirm: () => {} }));
    expect(screen.queryByText("Could not confirm.")).toBeNull();
    rerender(card({ pending: false, error: "Could not confirm.", onConfirm: () => {} }));
    expect(screen.getByText("Could not confirm.")).toBeTruthy();
  });
});
