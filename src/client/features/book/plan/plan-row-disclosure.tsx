import { ChevronDownIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * What a chapter row of the plan holds besides its title and goal (a module's lessons and quiz, a template's columns),
 * under a disclosure whose button says what it holds, so a long plan stays a short page; shown open while one of its
 * fields is refused.
 */
export function PlanRowDisclosure({
  id,
  summary,
  refused,
  children,
}: {
  id: string;
  summary: ReactNode;
  refused: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const shown = open || refused;
  return (
    <div className="col-span-full grid gap-3 sm:pl-9">
      <Button
        variant="ghost"
        size="sm"
        className="h-auto min-h-8 justify-self-start text-left whitespace-normal text-muted-foreground"
        aria-expanded={shown}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        <ChevronDownIcon aria-hidden="true" className={cn('transition-transform', shown && 'rotate-180')} />
        {summary}
      </Button>
      <div id={id} className={cn(shown ? 'grid' : 'hidden', 'gap-5 rounded-xl bg-muted/30 p-2 sm:p-3')}>
        {children}
      </div>
    </div>
  );
}
