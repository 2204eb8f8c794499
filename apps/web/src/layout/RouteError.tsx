import { useEffect } from "react";
import { useRouteError } from "react-router";
import { logError } from "../api/errors";
import { ErrorFallback } from "./ErrorFallback";

/** Router-level error page, for failures in the layout itself (pages have their own boundary). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    logError(error, { where: "router" });
  }, [error]);
  return <ErrorFallback onRetry={() => window.location.reload()} />;
}
