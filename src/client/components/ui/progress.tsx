import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A bar filled to `value` of `max`, read out as a progress bar; name it with aria-label or aria-labelledby. */
function Progress({ className, value, max = 100, ...props }: ComponentProps<typeof ProgressPrimitive.Root>) {
  const share = max > 0 && value != null ? Math.min(100, (value / max) * 100) : 0;
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        data-slot="progress-indicator"
        className="h-full bg-primary transition-[width] duration-500"
        style={{ width: `${share}%` }}
      />
    </ProgressPrimitive.Root>
  );
}

export { Progress };
