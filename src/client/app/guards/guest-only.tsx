import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export function GuestOnly() {
  const { session, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (session) return <Navigate to={paths.dashboard.href()} replace />;
  return <Outlet />;
}
