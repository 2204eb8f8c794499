import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Batch } from "../../api/batchTypes";
import { batchOf, defaultPlans } from "../../batch/testFixtures";
import { batchFileOf } from "../../test/apiFixtures";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { signInForTest } from "../../test/session";

const user = userEvent.setup();
const LOCKED_ID = "f1000000-0000-4000-8000-000000000001";
const open = batchFileOf({ filename: "open.pdf", status: "completed", table_count: 2 });

/** The batch with its encrypted file failed with `code`, or completed. */
const batchWith = (locked: Partial<Batch["results"][number]>, counts: Partial<Batch["progress"]>): Batch =>
  batchOf({
    status: "completed",
    progress: { processed_files: 2, successful_files: 1, failed_files: 1, ...counts },
    results: [batchFileOf({ id: LOCKED_ID, filename: "locked.pdf", ...locked }), open],
  });

const required = batchWith(
  {
    status: "failed",
    error_code: "password_required",
    error: "This PDF is password-protected. Enter its password to extract its tables.",
  },
  {},
);
const wrong = batchWith(
  {
    status: "failed",
    error_code: "wrong_password",
    error: "The password does not open this PDF. Enter it again to extract its tables.",
  },
  {},
);
const running = batchOf({
  status: "processing",
  progress: { processed_files: 1, successful_files: 1, current_file: "locked.pdf", current_index: 1 },
  results: [batchFileOf({ id: LOCKED_ID, filename: "locked.pdf", status: "processing" }), open],
});
const done = batchWith({ status: "completed", table_count: 3 }, { successful_files: 2, failed_files: 0 });

describe("Batch page: a password-protected file", () => {
  it("takes the password in its row: a wrong one keeps the field (focused), the right one shows the file's tables", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signInForTest();
    // the list answers what the server would: the file running after each retry, then its result
    let answers: Batch[] = [required];
    const fetchMock = mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: { ...testUser, subscription_tier: "pro" } } },
      "GET /plans": { status: 200, body: { plans: defaultPlans } },
      "GET /batch/": () => ({ status: 200, body: [answers.length > 1 ? answers.shift()! : answers[0]!] }),
      [`POST /batch/${required.id}/files/${LOCKED_ID}/retry`]: (init) => {
        const { password } = JSON.parse(String(init?.body)) as { password: string };
        answers = [running, password === "open-sesame" ? done : wrong];
        return { status: 202, body: { success: true, file_id: LOCKED_ID, status: "processing" } };
      },
    });
    renderApp("/batch");
    const card = await screen.findByRole("listitem", { name: "Batch b1c2d3e4" });
    const failures = await within(card).findByRole("list", { name: "Files that failed" });
    expect(within(failures).getByText(/This PDF is password-protected/)).toBeTruthy();
    const retry = within(failures).getByRole("button", { name: "Retry" }) as HTMLButtonElement;
    expect(retry.disabled).toBe(true);

    await user.type(within(failures).getByLabelText("Password for locked.pdf"), "nope");
    await user.click(retry);
    const posts = fetchMock.mock.calls.filter(
      ([url, init]) => init?.method === "POST" && String(url).endsWith("/retry"),
    );
    expect(posts.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ password: "nope" }]);
    // the file runs again: the card shows it under way, then its new result
    expect(await within(card).findByText("Currently processing: locked.pdf (file 1 of 2)")).toBeTruthy();
    expect(await within(card).findByText(/The password does not open this PDF/, {}, { timeout: 3000 })).toBeTruthy();
    const field = within(card).getByLabelText("Password for locked.pdf") as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.value).toBe("");

    await user.type(field, "open-sesame{Enter}");
    await waitFor(() => expect(within(card).getByText("Successful").parentElement!.textContent).toBe("Successful2"), {
      timeout: 3000,
    });
    expect(within(card).getByText("Tables").parentElement!.textContent).toBe("Tables5");
    expect(within(card).queryByLabelText("Password for locked.pdf")).toBeNull();
    expect(within(card).queryByRole("list", { name: "Files that failed" })).toBeNull();
  });
});
