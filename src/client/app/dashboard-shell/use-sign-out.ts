import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { GENERIC_ERROR_MESSAGE } from '@/lib/api/api-client';
import { announceAuthChange } from '@/lib/auth/auth-broadcast';
import { paths } from '@/lib/paths';

async function requestSignOut() {
  try {
    // Loaded on demand: the pages of the dashboard do not otherwise need better-auth's client library.
    const { authClient } = await import('@/lib/auth/auth-client');
    const { error } = await authClient.signOut();
    if (!error) return true;
    toast.error(error.message || GENERIC_ERROR_MESSAGE);
  } catch (error) {
    console.error(error);
    toast.error(GENERIC_ERROR_MESSAGE);
  }
  return false;
}

export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = async () => {
    setIsSigningOut(true);
    const signedOut = await requestSignOut();
    if (!signedOut) {
      setIsSigningOut(false);
      return;
    }
    announceAuthChange('signed-out');
    await navigate(paths.home.href());
    queryClient.clear();
  };

  return { signOut, isSigningOut };
}
