import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { subscribeToAuthChanges } from '@/lib/auth/auth-broadcast';
import { isSessionQuery, reloadSession, useSession } from '@/lib/auth/session';

export function AuthSync() {
  const queryClient = useQueryClient();
  const { session, isPending } = useSession();
  const userId = isPending ? undefined : (session?.user.id ?? null);
  const previousUserId = useRef(userId);

  useEffect(() => subscribeToAuthChanges(() => void reloadSession(queryClient)), [queryClient]);

  useEffect(() => {
    if (userId === undefined) return;
    const previous = previousUserId.current;
    previousUserId.current = userId;
    if (previous !== undefined && previous !== userId) {
      void queryClient.resetQueries({ predicate: (query) => !isSessionQuery(query.queryKey) });
    }
  }, [queryClient, userId]);

  return null;
}
