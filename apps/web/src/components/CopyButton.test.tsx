import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "../toast/Toaster";
import { COPY_FAILED_MESSAGE, CopyButton } from "./CopyButton";

const withClipboard = (clipboard: unknown) =>
  Object.defineProperty(navigator, "clipboard", { value: clipboard, configurable: true });

describe("CopyButton", () => {
  afterEach(() => withClipboard(undefined));

  it.each([
    ["has no clipboard (a page over plain HTTP)", undefined],
    [
      "refuses the clipboard",
      { writeText: vi.fn(() => Promise.reject(new DOMException("denied", "NotAllowedError"))) },
    ],
  ])("says it could not copy when the browser %s, and shows no check", async (_case, clipboard) => {
    withClipboard(clipboard);
    render(
      <>
        <CopyButton text="pdt_secret" />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    expect(await screen.findByText(COPY_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copied" })).toBeNull();
  });

  it("shows the check once the text is on the clipboard", async () => {
    const writeText = vi.fn(async (_text: string) => {});
    withClipboard({ writeText });
    render(<CopyButton text="pdt_secret" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Copied" })).toBeTruthy());
    expect(writeText).toHaveBeenCalledWith("pdt_secret");
  });
});
