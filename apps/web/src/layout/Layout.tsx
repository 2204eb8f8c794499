import { Outlet, useLocation } from "react-router";
import { ErrorBoundary } from "./ErrorBoundary";
import { Footer } from "./Footer";
import { ScrollToTopButton } from "./ScrollToTopButton";
import { TopBar } from "./TopBar";
import { useScrollToTopOnNavigate } from "./useScrollToTopOnNavigate";

/** Shell around every page: top bar, page, footer, scroll-to-top button. */
export function Layout() {
  const location = useLocation();
  useScrollToTopOnNavigate();
  return (
    <div className="flex min-h-screen flex-col">
      <TopBar />
      <main className="flex-1 pt-16">
        <ErrorBoundary resetKey={location.pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <ScrollToTopButton />
    </div>
  );
}
