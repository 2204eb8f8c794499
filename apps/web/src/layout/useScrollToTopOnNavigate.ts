import { useEffect } from "react";
import { useLocation } from "react-router";

/** New pages start at the top, as in a multi-page site. */
export function useScrollToTopOnNavigate(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (typeof window.scrollTo === "function") window.scrollTo({ top: 0 });
  }, [pathname]);
}
