import { vi } from "vitest";

/** One canned answer: a status and a JSON body, or a thrown network error. */
export type MockAnswer = { status: number; body?: unknown } | { networkError: true };

/** Handlers keyed by "METHOD /path" (path after /api/v1). */
export type MockRoutes = Record<string, MockAnswer | ((init: RequestInit | undefined) => MockAnswer)>;

/** Answers every page may ask for; tests override them by key. */
const DEFAULT_ROUTES: MockRoutes = {
  "GET /auth/providers": { status: 200, body: { google: false, github: false } },
  "GET /plans": { status: 200, body: [] },
};

/**
 * Replaces global fetch with a router over `routes`; unknown calls answer 404 `{detail, code}`.
 * Returns the mock so tests can inspect the calls (URL, headers, body).
 */
export function mockApi(routes: MockRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://localhost");
    const key = `${init?.method ?? "GET"} ${url.pathname.replace(/^\/api\/v1/, "")}`;
    const handler = routes[key] ?? DEFAULT_ROUTES[key];
    const answer: MockAnswer =
      typeof handler === "function"
        ? handler(init)
        : (handler ?? { status: 404, body: { detail: "Not found", code: "not_found" } });
    if ("networkError" in answer) throw new TypeError("Failed to fetch");
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A user as the server returns it. */
export const testUser = {
  id: "u-1",
  email: "ada@example.com",
  full_name: "Ada Lovelace",
  avatar_url: "",
  subscription_tier: "free",
};
