import { describe, expect, it, vi } from "vitest";
import { csrfOf, signInForTest, TEST_CSRF } from "../test/session";
import { mockApi } from "../test/mockApi";
import { ApiError } from "./ApiError";
import { apiFetch } from "./client";

describe("apiFetch", () => {
  it("sends the stored token and parses JSON", async () => {
    signInForTest();
    const fetchMock = mockApi({ "GET /plans": { status: 200, body: [{ id: "free" }] } });
    await expect(apiFetch("/plans")).resolves.toEqual([{ id: "free" }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/v1/plans");
    expect(csrfOf(fetchMock.mock.calls[0]?.[1])).toBe(TEST_CSRF);
  });

  it("turns {detail, code} into an ApiError with the status", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "POST /auth/login": { status: 401, body: { detail: "Invalid email or password", code: "invalid_credentials" } },
    });
    const error = await apiFetch("/auth/login", { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "invalid_credentials", message: "Invalid email or password" });
  });

  it("sends a file as the body with its own type", async () => {
    signInForTest();
    const fetchMock = mockApi({ "PUT /workspace/logo": { status: 200, body: { logo_url: "/x" } } });
    const file = new File([new Uint8Array([0x89, 0x50])], "logo.png", { type: "image/png" });
    await expect(apiFetch("/workspace/logo", { method: "PUT", file })).resolves.toEqual({ logo_url: "/x" });
    const init = fetchMock.mock.calls[0]?.[1] as RequestInit;
    expect(init.body).toBe(file);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("image/png");
    expect(csrfOf(init)).toBe(TEST_CSRF);
  });

  it("reports an unreachable server as status 0", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /plans": { networkError: true } });
    await expect(apiFetch("/plans")).rejects.toMatchObject({ status: 0, code: "network_error" });
  });
});
