import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { ApiError } from "./api/ApiError";
import { AuthProvider } from "./auth/AuthProvider";
import { Toaster } from "./toast/Toaster";

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

/** Data, session and toast providers shared by the app and its tests. */
export function Providers({ children, urlToken = null, client }: { children: ReactNode; urlToken?: string | null; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? makeQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider urlToken={urlToken}>{children}</AuthProvider>
      <Toaster />
    </QueryClientProvider>
  );
}
