import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

interface PartCardProps {
  /** 'Niche', 'Product Concept'… */
  label: string;
  icon: LucideIcon;
  /** Opens the part's dialog: its details, or the generator when the project has none yet. */
  onOpen: () => void;
  /** False when the project has no such part: the card says so and offers to make one. */
  filled: boolean;
  children: ReactNode;
  className?: string;
}

/** One part of a project as a card that opens its dialog, with an Edit badge (or Add, for a part it lacks). */
export function PartCard({ label, icon: Icon, onOpen, filled, children, className }: PartCardProps) {
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'group flex min-w-0 flex-col gap-3 rounded-2xl border bg-card p-5 text-left shadow-xs transition-colors wrap-anywhere hover:border-primary/40 hover:bg-accent/30 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none',
        !filled && 'border-dashed bg-muted/30',
        className,
      )}
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Icon aria-hidden="true" className="size-4" />
          {label}
        </span>
        <Badge variant={filled ? 'info' : 'outline'}>{filled ? 'Edit' : 'Add'}</Badge>
      </span>
      {children}
    </button>
  );
}

/** The line a card shows for a part the project lacks. */
export function EmptyPart({ text }: { text: string }) {
  return <span className="text-sm text-muted-foreground">{text}</span>;
}
