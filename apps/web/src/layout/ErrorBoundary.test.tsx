import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary";
import { AppFailed } from "./AppFailed";

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("render exploded");
  return <p>recovered</p>;
}

describe("ErrorBoundary", () => {
  it("shows the documented message and recovers with Try Again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("We encountered an unexpected error. Please try again.")).toBeTruthy();
    shouldThrow = false;
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(screen.getByText("recovered")).toBeTruthy();
  });

  it("the start-up failure page offers Reload Page", () => {
    render(<AppFailed error={new Error("bundle broken")} />);
    expect(screen.getByRole("heading", { name: "App Failed to Load" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload Page" })).toBeTruthy();
    expect(screen.getByText("bundle broken")).toBeTruthy();
  });
});
