import { Suspense, type MouseEvent } from "react";
import { Outlet, useLocation } from "react-router";
import { PageSpinner } from "../components/PageSpinner";
import { ErrorBoundary } from "./ErrorBoundary";
import { lazyChunk } from "./lazyChunk";
import { Footer } from "./Footer";
import { ScrollToTopButton } from "./ScrollToTopButton";
import { TopBar } from "./TopBar";
import { useScrollToTopOnNavigate } from "./useScrollToTopOnNavigate";
import { useSignOutLanding } from "./useSignOutLanding";

// TanStack Query comes with the first screen that fetches data. Home renders without it (its
// extraction flow loads it once a file is picked), so its first load stays small.
const WithQueries = lazyChunk(() => import("../api/WithQueries"));

// With hash routing, href="#main" would be read as a route; move focus by hand instead.
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  document.getElementById("main")?.focus();
}

/** Shell around every page: top bar, page, footer, scroll-to-top button. */
export function Layout() {
  const location = useLocation();
  useScrollToTopOnNavigate();
  useSignOutLanding();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        onClick={skipToMain}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[110] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <ErrorBoundary resetKey={location.pathname}>
          {/* Pages are separate chunks (routes.tsx): the first visit of one waits here, inside the shell. */}
          <Suspense fallback={<PageSpinner />}>
            {location.pathname === "/" ? (
              <Outlet />
            ) : (
              <WithQueries>
                <Outlet />
              </WithQueries>
            )}
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollToTopButton />
    </div>
  );
}
