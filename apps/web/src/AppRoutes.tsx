import { useRoutes } from "react-router";
import { ErrorBoundary } from "./layout/ErrorBoundary";
import { appRoutes } from "./routes";

/**
 * The route table rendered by whichever router surrounds it (the hash router in the app, a
 * memory router in tests). Declarative routing keeps react-router's data-router code out of the
 * first load; a boundary stands where a data router's errorElement would.
 */
export function AppRoutes() {
  return <ErrorBoundary where="router">{useRoutes(appRoutes)}</ErrorBoundary>;
}
