import type { ReactNode } from "react";
import { AuthProvider } from "./auth/AuthProvider";
import { Toaster } from "./toast/Toaster";

/**
 * Session and toast providers shared by the app and its tests. The query client is not here:
 * screens that fetch data get it from `WithQueries` (loaded with them), see layout/Layout.tsx.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <>
      <AuthProvider>{children}</AuthProvider>
      <Toaster />
    </>
  );
}
