import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { HashRouter } from "react-router";
import { logError } from "./api/errors";
import { AppFailed } from "./layout/AppFailed";
import { Providers } from "./Providers";
import { AppRoutes } from "./AppRoutes";
import "./index.css";

const container = document.getElementById("root");

function start(root: HTMLElement): void {
  const reactRoot = createRoot(root, {
    // Anything no boundary caught would leave a blank page; offer a reload instead.
    onUncaughtError: (error) => {
      logError(error, { phase: "render" });
      reactRoot.render(<AppFailed error={error} />);
    },
  });
  reactRoot.render(
    <StrictMode>
      <Providers>
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
