import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signInForTest } from "../../test/session";
import { mockApi, testUser } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";
import { usageStatsOf } from "../../test/apiFixtures";

describe("Dashboard tiles", () => {
  it("show the user's totals from /usage/stats", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /auth/subscription": {
        status: 200,
        body: { success: true, usage_current: 0, usage_limit: 50, plan_type: "free" },
      },
      "GET /usage/stats": {
        status: 200,
        body: usageStatsOf({
          totals: { pdfs_processed: 7, tables_found: 19, rows_extracted: 1234, pages_processed: 42 },
        }),
      },
    });
    renderApp("/dashboard");
    const tile = async (label: string) => (await screen.findByText(label)).parentElement!.textContent;
    await screen.findByText("1,234");
    expect(await tile("PDFs processed")).toMatch(/7$/);
    expect(await tile("Tables found")).toMatch(/19$/);
    expect(await tile("Rows extracted")).toMatch(/1,234$/);
    expect(await tile("Pages processed")).toMatch(/42$/);
  });

  it("say so when the totals cannot be loaded", async () => {
    signInForTest();
    mockApi({
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
      "GET /usage/stats": { status: 500, body: { detail: "boom", code: "internal_error" } },
    });
    renderApp("/dashboard");
    expect(await screen.findByText("Could not load your totals. Try again later.", {}, { timeout: 5000 })).toBeTruthy();
  });
});
