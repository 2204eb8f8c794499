import { QueryClientContext, QueryClientProvider } from "@tanstack/react-query";
import { useContext, type ReactNode } from "react";
import { sharedQueryClient } from "./queryClient";

/**
 * Gives `children` the shared query client unless one is already above them. TanStack Query is
 * loaded with the first screen that fetches data (this module is imported lazily), which keeps it
 * out of the landing page's first load.
 */
export default function WithQueries({ children }: { children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
