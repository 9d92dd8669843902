import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="skeleton" className={cn('animate-skeleton rounded-md bg-muted', className)} {...props} />;
}

export { Skeleton };
