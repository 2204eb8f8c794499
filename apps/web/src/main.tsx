import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HashRouter } from "react-router";
import { logError } from "./api/errors";
import { takeTokenFromLocation } from "./auth/oauthToken";
import { AppFailed } from "./layout/AppFailed";
import { Providers } from "./Providers";
import { AppRoutes } from "./AppRoutes";
import "./index.css";

const container = document.getElementById("root");

function start(root: HTMLElement): void {
  // Before the router reads the address: take an OAuth token out of it and aim at /dashboard.
  const urlToken = takeTokenFromLocation();
  const reactRoot = createRoot(root, {
    // Anything no boundary caught would leave a blank page; offer a reload instead.
    onUncaughtError: (error) => {
      logError(error, { phase: "render" });
      reactRoot.render(<AppFailed error={error} />);
    },
  });
  reactRoot.render(
    <StrictMode>
      <Providers urlToken={urlToken}>
        <HashRouter>
          <AppRoutes />
        </HashRouter>
      </Providers>
    </StrictMode>,
  );
  window.__pdftabStarted = true;
}

declare global {
  interface Window {
    __pdftabStarted?: boolean;
  }
}

if (container) {
  try {
    start(container);
  } catch (error) {
    logError(error, { phase: "start" });
    createRoot(container).render(<AppFailed error={error} />);
  }
}
