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

/** The one client every screen shares, so a change made on one page refreshes the others. */
export function sharedQueryClient(): QueryClient {
  shared ??= makeQueryClient();
  return shared;
}

/** Makes `client` the shared one (tests start each app with a fresh cache). */
export function setSharedQueryClient(client: QueryClient): void {
  shared = client;
}
