import { queryOptions, useQuery } from '@tanstack/react-query';
import { meApi } from '@shared/api/me';
import { apiFetch } from '@/lib/api/api-client';
import { useSession } from './session';

export function meQueryOptions() {
  return queryOptions({
    queryKey: ['me'],
    queryFn: ({ signal }) => apiFetch(meApi.read, { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCurrentUser() {
  const { session } = useSession();
  const { data: me } = useQuery(meQueryOptions());
  const email = me?.email ?? session?.user.email ?? '';
  return {
    name: me?.fullName || session?.user.name || email,
    email,
    isAdmin: me?.isAdmin ?? false,
  };
}
