import { createBrowserRouter } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

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
