import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '@/lib/api/api-client';
import { paths } from '@/lib/paths';

/** A 403 from an admin endpoint: its message is toasted and the user is sent to the dashboard. */
export function useDenyNonAdmin(error: unknown) {
  const navigate = useNavigate();
  const deniedMessage = isApiError(error, 403) ? error.message : undefined;

  useEffect(() => {
    if (deniedMessage === undefined) return;
    toast.error(deniedMessage, { id: 'admin-access-denied' });
    void navigate(paths.dashboard.href(), { replace: true });
  }, [deniedMessage, navigate]);
}
