import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A short path of the original app, sent on to the tool's real route with the same query. */
function redirectTo(pathname: string) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => redirect(`${pathname}${new URL(request.url).search}`),
  };
}

export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('@/features/landing/landing-page')).LandingPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./session-layout')).SessionLayout }),
        children: [
          {
            lazy: async () => ({ Component: (await import('./guards/guest-only')).GuestOnly }),
            children: [
              {
                path: 'login',
                lazy: async () => ({ Component: (await import('@/features/auth/login-page')).LoginPage }),
              },
              {
                path: 'signup',
                lazy: async () => ({ Component: (await import('@/features/auth/signup-page')).SignupPage }),
              },
            ],
          },
          {
            path: 'forgot-password',
            lazy: async () => ({
              Component: (await import('@/features/auth/forgot-password-page')).ForgotPasswordPage,
            }),
          },
          {
            path: 'reset-password',
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
                    path: 'dashboard',
                    lazy: async () => ({
                      Component: (await import('@/features/dashboard/dashboard-page')).DashboardPage,
                    }),
                  },
                  {
                    path: 'dashboard/niche-selector',
                    lazy: async () => ({
                      Component: (await import('@/features/niches/niche-selector-page')).NicheSelectorPage,
                    }),
                  },
                  {
                    path: 'dashboard/product-ideas',
                    lazy: async () => ({
                      Component: (await import('@/features/ideas/product-ideas-page')).ProductIdeasPage,
                    }),
                  },
                  {
                    path: 'dashboard/title-generator',
                    lazy: async () => ({
                      Component: (await import('@/features/titles/title-generator-page')).TitleGeneratorPage,
                    }),
                  },
                  {
                    path: 'dashboard/content-generator',
                    lazy: async () => ({
                      Component: (await import('@/features/content/content-generator-page')).ContentGeneratorPage,
                    }),
                  },
                  { path: 'dashboard/niches', ...redirectTo('/dashboard/niche-selector') },
                  { path: 'dashboard/ideas', ...redirectTo('/dashboard/product-ideas') },
                  { path: 'dashboard/titles', ...redirectTo('/dashboard/title-generator') },
                  { path: 'dashboard/content', ...redirectTo('/dashboard/content-generator') },
                  {
                    path: 'admin',
                    lazy: async () => ({ Component: (await import('@/features/admin/admin-page')).AdminPage }),
                  },
                  {
                    path: 'admin/users',
                    lazy: async () => ({ Component: (await import('@/features/admin/users-page')).UsersPage }),
                  },
                ],
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('@/features/not-found/not-found-page')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
