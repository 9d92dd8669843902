import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/auth/session';
import { SessionUnavailable } from './session-unavailable';

export function GuestOnly() {
  const { session, isPending, error, retry } = useSession();
  if (isPending) return <PageSpinner />;
  if (error) return <SessionUnavailable error={error} onRetry={retry} />;
  if (session) return <Navigate to={paths.dashboard.href()} replace />;
  return <Outlet />;
}
