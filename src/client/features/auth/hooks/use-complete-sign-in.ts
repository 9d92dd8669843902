import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { announceAuthChange } from '@/lib/auth/auth-broadcast';
import { paths } from '@/lib/paths';
import { reloadSession } from '@/lib/auth/session';

export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return async (message: string) => {
    toast.success(message);
    announceAuthChange('signed-in');
    await reloadSession(queryClient).catch((error: unknown) => console.error(error));
    await navigate(paths.dashboard.href(), { replace: true });
  };
}
