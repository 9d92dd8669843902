import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { failureMessage } from '@/lib/api/failure-message';

/** The skeleton rows of a card's loading shape: a field-high line or a text-box-high block. */
const ROWS = { line: 'h-10 w-full', block: 'h-24 w-full' } as const;

/**
 * A card's body by its query: skeleton rows in the card's shape while it loads (named `loadingLabel`), the failure in
 * words when it fails, else what `children` makes of the data.
 */
export function QueryCardBody<T>({
  query,
  loadingLabel,
  shape,
  children,
}: {
  query: UseQueryResult<T>;
  loadingLabel: string;
  shape: readonly (keyof typeof ROWS)[];
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div aria-label={loadingLabel} className="grid gap-3">
        {shape.map((row, index) => (
          <Skeleton key={index} className={ROWS[row]} />
        ))}
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {failureMessage(query.error)}
      </p>
    );
  }
  return children(query.data);
}
