import { act, render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import App from './App';
import { catalogDataSource, WithLoaderData } from './testing/catalogDataSource';

/**
 * Runs an action that navigates (a click on a link, a search) and lets the new URL's data load. An awaited `act`:
 * the catalog suspends on the data, and React retries only for an awaited act; user-event's own `act` is not one.
 */
export const navigating = (action: () => void) => act(async () => action());

/**
 * Test helper: mounts the catalog the way the host does, inside an outer router at `<basePath>/*`, with the loader
 * data of `path` already loaded, as a server-rendered page has it. Later navigations load theirs (`navigating`).
 */
export async function renderCatalogAt(path: string, basePath = '/catalog') {
  const user = userEvent.setup();
  const source = catalogDataSource(basePath);
  await source.preload(path);
  let view: RenderResult | undefined;
  // Awaited too: a path with no page redirects at once, to a URL whose data is still to load.
  await navigating(() => {
    view = render(
      <WithLoaderData source={source}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={`${basePath}/*`} element={<App basePath={basePath} remoteName="catalog" />} />
          </Routes>
        </MemoryRouter>
      </WithLoaderData>,
    );
  });
  return { user, source, ...view! };
}
