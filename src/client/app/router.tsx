import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { paths, TOOL_ALIASES } from '@/lib/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A short path of the original app, sent on to the tool's real route with the same query. */
function redirectTo(pathname: string) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${pathname}${new URL(request.url).search}`),
  };
}

/** 'Oops! Page not found', for everyone on an unknown path. */
const notFound = {
  lazy: async () => ({ Component: (await import('@/features/not-found/not-found-page')).NotFoundPage }),
};

/** Reads the session while the pages' code loads, so a guarded page first renders with it, not a spinner. */
async function prefetchSession() {
  const [{ queryClient }, { sessionQueryOptions }] = await Promise.all([
    import('@/lib/api/query-client'),
    import('@/lib/auth/session'),
  ]);
  await queryClient.prefetchQuery(sessionQueryOptions());
  return null;
}

/**
 * Reads what the dashboard shows while its code loads, so it first renders whole: one render that yields to the
 * browser, not a render for the session, another for the user and a third for the counts.
 */
async function prefetchDashboard() {
  const [{ queryClient }, { sessionQueryOptions }, { meQueryOptions }, { dashboardQueryOptions }] = await Promise.all([
    import('@/lib/api/query-client'),
    import('@/lib/auth/session'),
    import('@/lib/auth/current-user'),
    import('@/features/dashboard/api'),
  ]);
  const session = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
  if (session) {
    await Promise.all([
      queryClient.prefetchQuery(meQueryOptions()),
      // Read afresh on every visit, however recently the counts were read.
      queryClient.prefetchQuery({ ...dashboardQueryOptions(), staleTime: 0 }),
    ]);
  }
  return null;
}

const routes: RouteObject[] = [
  {
    path: paths.home.pattern,
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        loader: prefetchSession,
        lazy: async () => ({ Component: (await import('./session-layout')).SessionLayout }),
        children: [
          {
            // The app's landing page, for a visitor with a session (guests get the prerendered one from the server).
            index: true,
            lazy: async () => ({ Component: (await import('@/features/landing/landing-page')).LandingPage }),
          },
          {
            lazy: async () => ({ Component: (await import('./guards/guest-only')).GuestOnly }),
            children: [
              {
                path: paths.login.pattern,
                lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
              },
              {
                path: paths.signup.pattern,
                lazy: async () => ({ Component: (await import('@/features/auth/signup-page')).SignupPage }),
              },
            ],
          },
          {
            path: paths.forgotPassword.pattern,
            lazy: async () => ({
              Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: paths.resetPassword.pattern,
            lazy: async () => ({
              Component: (await import('@/features/auth/reset-password-page')).ResetPasswordPage,
            }),
          },
          {
            lazy: async () => ({ Component: (await import('./guards/require-auth')).RequireAuth }),
            children: [
              {
                lazy: async () => ({ Component: (await import('./dashboard-shell/dashboard-shell')).DashboardShell }),
                children: [
                  {
                    path: paths.dashboard.pattern,
                    loader: prefetchDashboard,
                    lazy: async () => ({
                      Component: (await import('@/features/dashboard/dashboard-page')).DashboardPage,
                    }),
                  },
                  {
                    path: paths.createProject.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/wizard/create-project-page')).CreateProjectPage,
                    }),
                  },
                  {
                    path: paths.nicheSelector.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/niches/niche-selector-page')).NicheSelectorPage,
                    }),
                  },
                  {
                    path: paths.productIdeas.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/ideas/product-ideas-page')).ProductIdeasPage,
                    }),
                  },
                  {
                    path: paths.titleGenerator.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/titles/title-generator-page')).TitleGeneratorPage,
                    }),
                  },
                  {
                    path: paths.contentGenerator.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/content/content-generator-page')).ContentGeneratorPage,
                    }),
                  },
                  {
                    path: paths.savedContent.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/saved-content/saved-content-page')).SavedContentPage,
                    }),
                  },
                  {
                    path: paths.assemble.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/assemble/assemble-page')).AssemblePage,
                    }),
                  },
                  {
                    path: paths.project.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/projects/project-page')).ProjectPage,
                    }),
                  },
                  {
                    path: paths.coverGenerator.pattern,
                    lazy: async () => ({
                      Component: (await import('@/features/covers/cover-generator-page')).CoverGeneratorPage,
                    }),
                  },
                  ...TOOL_ALIASES.map(({ pattern, target }) => ({ path: pattern, ...redirectTo(target) })),
                  {
                    path: paths.admin.pattern,
                    lazy: async () => ({ Component: (await import('@/features/admin/admin-page')).AdminPage }),
                  },
                  {
                    path: paths.adminUsers.pattern,
                    lazy: async () => ({ Component: (await import('@/features/admin/users-page')).UsersPage }),
                  },
                ],
              },
              { path: `${paths.dashboard.pattern}/*`, ...notFound },
              { path: `${paths.admin.pattern}/*`, ...notFound },
            ],
          },
        ],
      },
      { path: '*', ...notFound },
    ],
  },
];

/** The app's router. It reads the address and starts loading the page's code and data as it is created. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
