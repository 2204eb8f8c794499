import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { signInForTest } from "../../test/session";
import { mockApi, testUser, type MockRoutes } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const pdf = (name = "report.pdf", bytes = 1536 * 1024) =>
  new File([new Uint8Array(bytes)], name, { type: "application/pdf" });

async function signedInHome(routes: MockRoutes = {}) {
  signInForTest();
  mockApi({ "GET /auth/verify": { status: 200, body: { success: true, user: testUser } }, ...routes });
  renderApp("/");
  await screen.findByText(testUser.email);
}

describe("Home page", () => {
  it("shows the four steps", async () => {
    mockApi({});
    renderApp("/");
    for (const step of ["Upload PDF", "Extract Tables", "Review Data", "Download Excel"])
      expect(await screen.findByText(step, { selector: "li span" })).toBeTruthy();
  });

  it("asks a signed-out visitor to sign in instead of opening the picker", async () => {
    mockApi({});
    renderApp("/");
    await userEvent.click(await screen.findByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("Create Free Account");
    expect(within(dialog).getByRole("link", { name: "Sign In" }).getAttribute("href")).toBe("/login");
  });

  it("opens the sign-in modal with Enter or Space on the zone, and gives focus back to the zone when it closes", async () => {
    mockApi({});
    renderApp("/");
    const zone = await screen.findByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ });
    for (const key of ["{Enter}", " "]) {
      zone.focus();
      await userEvent.keyboard(key);
      expect(await screen.findByRole("dialog")).toBeTruthy();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
      expect(document.activeElement).toBe(zone);
    }
  });

  it("opens the file picker with Enter or Space for a signed-in user", async () => {
    await signedInHome();
    const input = screen.getByTestId("home-file-input") as HTMLInputElement;
    const opened = vi.fn();
    input.addEventListener("click", opened);
    const zone = screen.getByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ });
    zone.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it("accepts one PDF from a signed-in user and shows name and size", async () => {
    await signedInHome();
    await userEvent.upload(screen.getByTestId("home-file-input"), pdf());
    expect(await screen.findByText("report.pdf")).toBeTruthy();
    expect(screen.getByText("1.50 MB")).toBeTruthy();
    // focus goes to the next step: Extract Tables, and back to the zone after removing the file
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Extract Tables" })));
    await userEvent.click(screen.getByRole("button", { name: "Remove file" }));
    const zone = await screen.findByRole("button", { name: /^Drag and drop a PDF here, or click to browse/ });
    await waitFor(() => expect(document.activeElement).toBe(zone));
  });

  it("refuses a file that is not a PDF", async () => {
    await signedInHome();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByTestId("home-file-input"), new File(["x"], "notes.txt", { type: "text/plain" }));
    await waitFor(() => expect(screen.getByText("Please upload a valid PDF file")).toBeTruthy());
    expect(screen.queryByText("notes.txt")).toBeNull();
  });

  it("refuses a PDF over 50 MB", async () => {
    await signedInHome();
    const big = pdf("huge.pdf", 1);
    Object.defineProperty(big, "size", { value: 50 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByTestId("home-file-input"), big);
    expect(
      await screen.findByText("Please upload a valid PDF file: this one is larger than the 50 MB limit."),
    ).toBeTruthy();
  });

  it("holds a signed-in user to their plan's file size and says so", async () => {
    const free = {
      id: "free",
      name: "Free",
      max_file_bytes: 10 * 1024 * 1024,
      files_per_batch: 1,
      extractions_per_day: 50,
      api_calls_per_day: 100,
      requests_per_minute: 10,
      price_monthly_usd: 0,
      price_yearly_usd: 0,
      seats: 1,
      contact_sales: false,
    };
    await signedInHome({ "GET /plans": { status: 200, body: [free] } });
    expect(await screen.findByText("One PDF at a time, up to 10 MB")).toBeTruthy();
    await userEvent.upload(screen.getByTestId("home-file-input"), pdf("eleven.pdf", 11 * 1024 * 1024));
    expect(
      await screen.findByText(
        "Please upload a valid PDF file: this one is larger than the 10 MB your Free plan allows.",
      ),
    ).toBeTruthy();
  });
});
