import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { formatCount } from '@shared/format-count';

interface StatCardProps {
  label: string;
  value: number | undefined;
  description: string;
  icon: LucideIcon;
  accent?: 'primary' | 'success' | 'highlight';
  /** How the value is written: a count with thousands separators unless told otherwise. */
  format?: (value: number) => string;
}

const accentClasses = {
  primary: 'bg-accent text-accent-foreground',
  success: 'bg-success/10 text-success',
  highlight: 'bg-highlight/20 text-highlight-foreground',
} as const;

export function StatCard({
  label,
  value,
  description,
  icon: Icon,
  accent = 'primary',
  format = formatCount,
}: StatCardProps) {
  return (
    <Card
      role="group"
      aria-label={label}
      className={cn(
        'grid grid-cols-[auto_minmax(0,1fr)_auto] content-center items-center gap-x-4 gap-y-0.5 p-4',
        "[grid-template-areas:'icon_label_value'_'icon_desc_value']",
        'sm:grid-cols-[minmax(0,1fr)_auto] sm:content-start sm:items-start sm:gap-y-2 sm:p-5',
        "sm:[grid-template-areas:'label_icon'_'value_value'_'desc_desc']",
      )}
    >
      <p className="text-sm font-medium text-muted-foreground [grid-area:label]">{label}</p>
      <span
        className={cn(
          'flex size-10 items-center justify-center rounded-lg [grid-area:icon] sm:size-9',
          accentClasses[accent],
        )}
      >
        <Icon className="size-4.5" aria-hidden="true" />
      </span>
      <div className="[grid-area:value] sm:mt-2">
        {value === undefined ? (
          <Skeleton className="h-8 w-12 sm:h-9 sm:w-16" />
        ) : (
          <p className="text-2xl font-semibold tracking-tight tabular-nums sm:text-3xl">{format(value)}</p>
        )}
      </div>
      <p className="text-xs text-muted-foreground [grid-area:desc]">{description}</p>
    </Card>
  );
}
