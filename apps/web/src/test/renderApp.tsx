import { act, render } from "@testing-library/react";
import { MemoryRouter, useLocation, useNavigate, type Location, type NavigateFunction } from "react-router";
import { makeQueryClient, setSharedQueryClient } from "../api/queryClient";
import { AppRoutes } from "../AppRoutes";
import { Providers } from "../Providers";

/** Where the in-memory router is now, and a way to move it, for tests that follow redirects. */
export interface RouterProbe {
  state: { location: Location };
  navigate: (to: string) => Promise<void>;
  /** The browser's Back: the entry before, with the location state it had. */
  back: () => Promise<void>;
}

function LocationProbe({
  probe,
  onNavigate,
}: {
  probe: RouterProbe;
  onNavigate: (navigate: NavigateFunction) => void;
}) {
  probe.state.location = useLocation();
  onNavigate(useNavigate());
  return null;
}

/** Renders the whole app (providers, layout, routes) at `path` with an in-memory router and a fresh query cache. */
export function renderApp(path: string) {
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  setSharedQueryClient(client);
  let navigateTo: NavigateFunction | undefined;
  const router: RouterProbe = {
    state: { location: { pathname: path, search: "", hash: "", state: null, key: "" } },
    navigate: async (to) => {
      await act(async () => {
        await navigateTo?.(to);
      });
    },
    back: async () => {
      await act(async () => {
        await navigateTo?.(-1);
      });
    },
  };
  const view = render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe probe={router} onNavigate={(navigate) => (navigateTo = navigate)} />
        <AppRoutes />
      </MemoryRouter>
    </Providers>,
  );
  return { ...view, router, client };
}
