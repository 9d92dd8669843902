import { Navigate, Outlet } from 'react-router';
import { PageSpinner } from '@/components/page-spinner';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

export function RequireAuth() {
  const { session, isPending } = useSession();
  if (isPending) return <PageSpinner />;
  if (!session) return <Navigate to={paths.login.href()} replace />;
  return <Outlet />;
}
