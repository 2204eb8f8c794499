import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./ApiError";

/** Query client that does not retry answers a retry cannot change (4xx). */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
    },
  });
}

let shared: QueryClient | undefined;
/** The account whose answers the shared cache holds (null: nobody signed in yet). */
let owner: string | null = null;

/** The one client every screen shares, so a change made on one page refreshes the others. */
export function sharedQueryClient(): QueryClient {
  shared ??= makeQueryClient();
  return shared;
}

/** Makes `client` the shared one (tests start each app with a fresh cache). */
export function setSharedQueryClient(client: QueryClient): void {
  shared = client;
  owner = null;
}

/**
 * Empties the shared cache once the account it was filled for signs out or another account signs
 * in on the same tab: cached totals and usage (kept 30 s) would otherwise show the previous
 * user's figures to the next one.
 */
export function keepCacheFor(userId: string | null): void {
  if (owner !== null && owner !== userId) shared?.clear();
  owner = userId;
}
