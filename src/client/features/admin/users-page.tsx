import { useInfiniteQuery } from '@tanstack/react-query';
import { ArrowLeftIcon, SearchIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadMoreButton } from '@/components/load-more-button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { countLabel } from '@/lib/count-label';
import { paths } from '@/lib/paths';
import { LIMITS } from '@shared/limits';
import { adminUsersQueryOptions } from './api';
import { UsersTable } from './components/users-table';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useDenyNonAdmin } from './hooks/use-deny-non-admin';

export function UsersPage() {
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 250);
  const query = useInfiniteQuery(adminUsersQueryOptions(debouncedSearch));
  useDenyNonAdmin(query.error);
  const users = query.data?.pages.flatMap((page) => page.items);

  return (
    <div className="space-y-6">
      <header>
        <Link
          to={paths.admin.href()}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Admin Dashboard
        </Link>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">User Management</h1>
        <p className="mt-1 text-muted-foreground">Everyone with an Infoforge account.</p>
      </header>

      <Card className="gap-0 py-0">
        <div className="flex flex-col gap-3 border-b p-4 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <div className="relative w-full sm:max-w-sm">
            <Label htmlFor="user-search" className="sr-only">
              Search users by name
            </Label>
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id="user-search"
              type="search"
              placeholder="Search by name..."
              maxLength={LIMITS.fullName}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-live="polite">
            {query.isFetching && <Spinner />}
            {users && `${countLabel(users.length, 'user')}${query.hasNextPage ? ' shown' : ''}`}
          </p>
        </div>
        <UsersTable users={users} />
      </Card>
      <LoadMoreButton
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        loadMore={() => void query.fetchNextPage()}
      />
    </div>
  );
}
