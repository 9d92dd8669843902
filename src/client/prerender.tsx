import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { DashboardShell } from '@/app/dashboard-shell/dashboard-shell';
import { RootLayout } from '@/app/root-layout';
import { SessionLayout } from '@/app/session-layout';
import { LoginPage } from '@/features/auth/login-page';
import { SignupPage } from '@/features/auth/signup-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { LandingPage } from '@/features/landing/landing-page';

/**
 * The pages whose first paint needs no script: each renders inside the same layouts as in the app,
 * without data (no session, no API answers), so a signed-in page shows its frame and skeletons.
 */
const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, Component: LandingPage },
      {
        Component: SessionLayout,
        children: [
          { path: 'login', Component: LoginPage },
          { path: 'signup', Component: SignupPage },
          { Component: DashboardShell, children: [{ path: 'dashboard', Component: DashboardPage }] },
        ],
      },
    ],
  },
];

/**
 * How a prerendered page meets the app. `static`: complete without script (the landing page has nothing to run;
 * its links load the next page), so it only prefetches the app. `app`: the app replaces it when it starts.
 * `app-inert`: the same, but its forms cannot be used before, since only the app can submit them.
 */
export type PrerenderMode = 'static' | 'app' | 'app-inert';

const PRERENDERED_PATHS = ['/', '/login', '/signup', '/dashboard'] as const;
type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

const PAGE_MODES: Record<PrerenderedPath, PrerenderMode> = {
  '/': 'static',
  '/login': 'app-inert',
  '/signup': 'app-inert',
  '/dashboard': 'app',
};

export interface PrerenderedPage {
  path: PrerenderedPath;
  /** The markup to place inside #root. */
  html: string;
  mode: PrerenderMode;
}

async function renderPath(pathname: PrerenderedPath): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`prerendering ${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // An empty query cache: queries render as pending (a guest's landing page, skeletons) and never fetch here.
  const html = renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  return { path: pathname, html, mode: PAGE_MODES[pathname] };
}

export function prerenderPages(): Promise<PrerenderedPage[]> {
  return Promise.all(PRERENDERED_PATHS.map(renderPath));
}
