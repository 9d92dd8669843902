import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { queryClient } from '@/lib/api/query-client';
import { AuthSync } from './auth-sync';

export function SessionLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      <Outlet />
      <Toaster richColors closeButton position="top-right" toastOptions={{ className: 'wrap-anywhere' }} />
    </QueryClientProvider>
  );
}
