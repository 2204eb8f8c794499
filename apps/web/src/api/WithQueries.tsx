import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { useAuth } from "../auth/AuthContext";
import { keepCacheFor, sharedQueryClient } from "./queryClient";

/**
 * Gives `children` the shared query client unless one is already above them. TanStack Query is
 * loaded with the first screen that fetches data (this module is imported lazily), which keeps it
 * out of the landing page's first load. The cache is emptied when the signed-in account changes
 * (`keepCacheFor`), before the screens below read it.
 */
export default function WithQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  keepCacheFor(useAuth().user?.id ?? null);
  if (outer) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
