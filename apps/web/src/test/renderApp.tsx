import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { makeQueryClient, Providers } from "../Providers";
import { appRoutes } from "../routes";

/** Renders the whole app (providers, layout, routes) at `path` with an in-memory router. */
export function renderApp(path: string, options: { urlToken?: string | null } = {}) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const client = makeQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const view = render(
    <Providers urlToken={options.urlToken ?? null} client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router };
}
