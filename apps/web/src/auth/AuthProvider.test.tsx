import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, testUser } from "../test/mockApi";
import { authorizationOf, csrfOf, signInForTest, TEST_CSRF } from "../test/session";
import { getToasts } from "../toast/toastStore";
import { useAuth } from "./AuthContext";
import { AuthProvider } from "./AuthProvider";
import { LEGACY_STORAGE_KEYS, mayHaveSession } from "./storage";

function Probe() {
  const { user, isAuthenticated, isLoading, error } = useAuth();
  if (isLoading) return <p>loading</p>;
  return <p data-testid="state">{JSON.stringify({ email: user?.email ?? null, isAuthenticated, error })}</p>;
}

async function settledState() {
  const node = await screen.findByTestId("state");
  return JSON.parse(node.textContent ?? "{}") as {
    email: string | null;
    isAuthenticated: boolean;
    error: string | null;
  };
}

/** What an earlier version of the app kept in localStorage for a signed-in user. */
function storeLegacySession(token: string) {
  localStorage.setItem(LEGACY_STORAGE_KEYS.token, token);
  localStorage.setItem(LEGACY_STORAGE_KEYS.user, JSON.stringify(testUser));
  localStorage.setItem(LEGACY_STORAGE_KEYS.timestamp, String(Date.now()));
}

const legacyKeysLeft = () => Object.values(LEGACY_STORAGE_KEYS).filter((key) => localStorage.getItem(key) !== null);

describe("session restore on start", () => {
  it("stays signed out without calling the server when the browser has no session cookie", async () => {
    const fetchMock = mockApi({});
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await settledState()).toEqual({ email: null, isAuthenticated: false, error: null });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks the server who is signed in, with the cookie and no token of its own", async () => {
    signInForTest();
    const fetchMock = mockApi({ "GET /auth/verify": { status: 200, body: { success: true, user: testUser } } });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await settledState()).toEqual({ email: testUser.email, isAuthenticated: true, error: null });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ credentials: "same-origin" });
    expect(authorizationOf(init)).toBeUndefined();
    expect(csrfOf(init)).toBe(TEST_CSRF);
    expect(localStorage.length).toBe(0);
  });

  it("is signed out silently on 401, and forgets the session's readable cookie", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signInForTest();
    mockApi({ "GET /auth/verify": { status: 401, body: { detail: "Session expired", code: "invalid_token" } } });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await settledState()).toEqual({ email: null, isAuthenticated: false, error: null });
    expect(mayHaveSession()).toBe(false);
    expect(getToasts()).toEqual([]);
  });

  it.each([
    ["a server error", { status: 500, body: { detail: "boom", code: "internal" } }],
    ["a network failure", { networkError: true as const }],
  ])("is signed out and reports 'Session verification failed' on %s", async (_name, answer) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    signInForTest();
    mockApi({ "GET /auth/verify": answer });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await settledState()).toEqual({ email: null, isAuthenticated: false, error: "Session verification failed" });
    expect(getToasts().map((t) => [t.type, t.message])).toEqual([
      ["error", "Session verification failed. Please sign in again."],
    ]);
  });

  it("moves a token an earlier version stored into the cookie once, and removes it from storage", async () => {
    storeLegacySession("old-stored-token");
    const fetchMock = mockApi({
      "POST /auth/session": () => {
        signInForTest(); // the server answers with the new session's cookies
        return { status: 200, body: { success: true, user: testUser } };
      },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await settledState()).toEqual({ email: testUser.email, isAuthenticated: true, error: null });
    expect(fetchMock.mock.calls.map(([url, init]) => [String(url), init?.method, authorizationOf(init)])).toEqual([
      ["/api/v1/auth/session", "POST", "Bearer old-stored-token"],
    ]);
    expect(legacyKeysLeft()).toEqual([]);
  });

  it("an earlier version's token the server no longer accepts is dropped: signed out, nothing left, no error", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    storeLegacySession("revoked-token");
    mockApi({ "POST /auth/session": { status: 401, body: { detail: "Session expired", code: "invalid_token" } } });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await settledState()).toEqual({ email: null, isAuthenticated: false, error: null });
    expect(legacyKeysLeft()).toEqual([]);
    expect(getToasts()).toEqual([]);
  });

  it("a stale stored token beside a cookie session: the cookie session is kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    storeLegacySession("revoked-token");
    signInForTest();
    mockApi({
      "POST /auth/session": { status: 401, body: { detail: "Session expired", code: "invalid_token" } },
      "GET /auth/verify": { status: 200, body: { success: true, user: testUser } },
    });
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await settledState()).toEqual({ email: testUser.email, isAuthenticated: true, error: null });
    await waitFor(() => expect(legacyKeysLeft()).toEqual([]));
  });
});
