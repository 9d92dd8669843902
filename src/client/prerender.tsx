import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import { DashboardShell } from './app/dashboard-shell/dashboard-shell';
import { RootLayout } from './app/root-layout';
import { SessionLayout } from './app/session-layout';
import { LoginPage } from './features/auth/login-page';
import { SignupPage } from './features/auth/signup-page';
import { DashboardPage } from './features/dashboard/dashboard-page';
import { LandingPage } from './features/landing/landing-page';

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

/** Pages whose forms must wait for the script: their markup is shown but cannot be used before it runs. */
const FORM_PAGES = new Set(['/login', '/signup']);

export const PRERENDERED_PATHS = ['/', '/login', '/signup', '/dashboard'] as const;

export interface PrerenderedPage {
  path: (typeof PRERENDERED_PATHS)[number];
  /** The markup to place inside #root. */
  html: string;
  /** True when the markup must stay inert until the app replaces it. */
  inert: boolean;
}

async function renderPath(pathname: (typeof PRERENDERED_PATHS)[number]): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error(`prerendering ${pathname} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { path: pathname, html, inert: FORM_PAGES.has(pathname) };
}

export function prerenderPages(): Promise<PrerenderedPage[]> {
  return Promise.all(PRERENDERED_PATHS.map(renderPath));
}
