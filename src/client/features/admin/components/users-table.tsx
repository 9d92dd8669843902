import { format, parseISO } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DATE_FORMAT } from '@shared/catalog';
import { formatBytes } from '@shared/format-bytes';
import type { AdminUserRow } from '@shared/schemas/admin';

function SkeletonRows() {
  return Array.from({ length: 4 }, (_, index) => (
    <TableRow key={index}>
      <TableCell>
        <Skeleton className="h-4 w-32" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-56" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-5 w-14 rounded-full" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-16" />
      </TableCell>
      <TableCell>
        <Skeleton className="h-4 w-24" />
      </TableCell>
    </TableRow>
  ));
}

export function UsersTable({ users }: { users: AdminUserRow[] | undefined }) {
  return (
    <Table>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Name</TableHead>
          <TableHead>User ID</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead>Storage</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users === undefined && <SkeletonRows />}
        {users?.length === 0 && (
          <TableRow className="hover:bg-transparent">
            <TableCell colSpan={5} className="py-12 text-center text-muted-foreground">
              No users found
            </TableCell>
          </TableRow>
        )}
        {users?.map((user) => {
          const role = user.role ?? 'user';
          return (
            <TableRow key={user.id}>
              <TableCell className="max-w-64 min-w-32 font-medium whitespace-normal wrap-anywhere">
                {user.fullName ?? <span className="text-muted-foreground italic">No name</span>}
              </TableCell>
              <TableCell className="font-mono text-xs text-muted-foreground">{user.id}</TableCell>
              <TableCell>
                <Badge variant={role === 'admin' ? 'info' : 'secondary'}>{role}</Badge>
              </TableCell>
              <TableCell className="text-muted-foreground">{format(parseISO(user.createdAt), DATE_FORMAT)}</TableCell>
              <TableCell className="tabular-nums">{formatBytes(user.storedBytes)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
