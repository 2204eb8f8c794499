import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { bearerOf, mockApi, testUser } from "../test/mockApi";
import { getToasts } from "../toast/toastStore";
import { useAuth } from "./AuthContext";
import { AuthProvider } from "./AuthProvider";
import { STORAGE_KEYS, storeSession } from "./storage";

function Probe() {
  const { user, isAuthenticated, isLoading, error } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p data-testid="state">{JSON.stringify({ email: user?.email ?? null, isAuthenticated, error })}</p>;
}

async function settledState() {
  const node = await screen.findByTestId("state");
  return JSON.parse(node.textContent ?? "{}") as { email: string | null; isAuthenticated: boolean; error: string | null };
}

const stored = () => Object.values(STORAGE_KEYS).map((key) => localStorage.getItem(key));

describe("session restore on start", () => {
  it("stays signed out without calling the server when nothing is stored", async () => {
    const fetchMock = mockApi({});
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(await settledState()).toEqual({ email: null, isAuthenticated: false, error: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("signs in when verify answers 200 with a user", async () => {
    storeSession("tok-ok", { ...testUser, full_name: "Old Name" });
    const fetchMock = mockApi({ "GET /auth/verify": { status: 200, body: { success: true, user: testUser } } });
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(await settledState()).toEqual({ email: testUser.email, isAuthenticated: true, error: null });
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe("Bearer tok-ok");
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user) ?? "{}").full_name).toBe("Ada Lovelace");
  });

  it("clears token, user and timestamp silently on 401", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    storeSession("tok-old", testUser);
    mockApi({ "GET /auth/verify": { status: 401, body: { detail: "Session expired", code: "invalid_token" } } });
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(await settledState()).toEqual({ email: null, isAuthenticated: false, error: null });
    expect(stored()).toEqual([null, null, null, null]);
  });

  it.each([
    ["a server error", { status: 500, body: { detail: "boom", code: "internal" } }],
    ["a network failure", { networkError: true as const }],
  ])("clears everything and reports 'Session verification failed' on %s", async (_name, answer) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    storeSession("tok", testUser);
    mockApi({ "GET /auth/verify": answer });
    render(<AuthProvider><Probe /></AuthProvider>);
    expect(await settledState()).toEqual({ email: null, isAuthenticated: false, error: "Session verification failed" });
    expect(stored()).toEqual([null, null, null, null]);
    expect(getToasts().map((t) => [t.type, t.message])).toEqual([["error", "Session verification failed. Please sign in again."]]);
  });

  it("verifies and stores an opaque OAuth token handed over from the address", async () => {
    const fetchMock = mockApi({ "GET /auth/verify": { status: 200, body: { success: true, user: testUser } } });
    render(<AuthProvider urlToken="opaque-oauth-token"><Probe /></AuthProvider>);
    expect(await settledState()).toMatchObject({ isAuthenticated: true });
    expect(bearerOf(fetchMock.mock.calls[0]?.[1])).toBe("Bearer opaque-oauth-token");
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe("opaque-oauth-token"));
  });
});
