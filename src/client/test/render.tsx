import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, renderHook } from '@testing-library/react';
import { createContext, use, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach } from 'vitest';

export interface AppOptions {
  /** The address the page is opened at (default `/`). */
  route?: string;
  /** The query cache to render with (default: a fresh one that does not retry, so a refusal shows at once). */
  queryClient?: QueryClient;
}

// Each test starts on an empty page. A wait for what the page shows (findBy…, waitFor) holds for 5 s rather than
// 1 s: lazily loaded parts of a page take longer than that on a busy machine.
afterEach(cleanup);
configure({ asyncUtilTimeout: 5_000 });

/** What is rendered at every address: the test's page, as `rerender` last gave it. */
const Page = createContext<ReactNode>(null);
/** The page, with the toasts inside the router, since a toast may hold a link. */
function PageAtEveryAddress() {
  return (
    <>
      {use(Page)}
      <Toaster />
    </>
  );
}

/**
 * The app's kind of router (a data router, as `createBrowserRouter` makes, so hooks such as `useBlocker` work) held
 * in memory, opened at `route`; it shows the page at every address, and a page's own `<Routes>` choose within it.
 */
function InMemoryRouter({ route, children }: { route: string; children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: PageAtEveryAddress }], { initialEntries: [route] }),
  );
  return (
    <Page value={children}>
      <RouterProvider router={router} />
    </Page>
  );
}

/** What every page of the app renders inside: the query cache and the router. */
function appAround({ route = '/', queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }) }) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <InMemoryRouter route={route}>{children}</InMemoryRouter>
    </QueryClientProvider>
  );
  return { queryClient, wrapper };
}

/** Renders `ui` inside the app's providers; the query cache is returned for tests that watch it. */
export function renderInApp(ui: ReactNode, options: AppOptions = {}) {
  const { queryClient, wrapper } = appAround(options);
  return { ...render(ui, { wrapper }), queryClient };
}

/** Runs `hook` inside the app's providers, with `initialProps` (then `rerender`'s) as its argument. */
export function renderHookInApp<Result, Props>(
  hook: (props: Props) => Result,
  { initialProps, ...options }: AppOptions & { initialProps?: Props } = {},
) {
  const { queryClient, wrapper } = appAround(options);
  return { ...renderHook(hook, { wrapper, initialProps }), queryClient };
}
