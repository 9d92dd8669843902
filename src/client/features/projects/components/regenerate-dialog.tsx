import { CheckIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { BusyButton } from '@/components/busy-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface RegenerateDialogProps<Request, Result, Part> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The generator's form; submitting it generates. */
  form: ReactNode;
  /** The generation: its latest results (undefined before the first) and the request they answer. */
  generation: { isPending: boolean; data: Result[] | undefined; variables: Request | undefined };
  /** What one result reads as to a screen reader. */
  resultLabel: (result: Result) => string;
  renderResult: (result: Result) => ReactNode;
  /** Saves an item and makes it the project's part (useSavePart). */
  part: { save: (input: Part, onDone: () => void) => void; isPending: boolean };
  /** The item the picked result is saved as, with the request that generated it. */
  partOf: (result: Result, request: Request) => Part;
}

/**
 * A project page's regenerate dialog: the generator's form, its results to pick one from (a single result is
 * picked already), and Save & Use, which saves the pick, links it to the project and closes the dialog.
 */
export function RegenerateDialog<Request, Result, Part>({
  open,
  onOpenChange,
  title,
  description,
  form,
  generation: { isPending: generating, data: results, variables: request },
  resultLabel,
  renderResult,
  part,
  partOf,
}: RegenerateDialogProps<Request, Result, Part>) {
  const [pick, setPick] = useState<{ from: Result[]; index: number }>();
  const pickedIndex = pick && pick.from === results ? pick.index : results?.length === 1 ? 0 : undefined;
  const picked = pickedIndex === undefined ? undefined : results?.[pickedIndex];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {form}
        {generating && (
          <div aria-label="Generating results" className="space-y-2">
            <Skeleton className="h-14 w-full" />
            <Skeleton className="h-14 w-full" />
          </div>
        )}
        {!generating && results && (
          <div role="radiogroup" aria-label="Results to choose from" className="grid gap-2">
            {results.map((result, index) => {
              const checked = index === pickedIndex;
              return (
                <button
                  key={index}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  aria-label={resultLabel(result)}
                  onClick={() => setPick({ from: results, index })}
                  className={cn(
                    'flex items-start gap-3 rounded-xl border p-3 text-left text-sm transition-colors hover:bg-muted/60 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none',
                    checked && 'border-primary bg-accent/60',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border',
                      checked && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {checked && <CheckIcon className="size-3.5" />}
                  </span>
                  <span className="min-w-0 flex-1">{renderResult(result)}</span>
                </button>
              );
            })}
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <BusyButton
            busy={part.isPending}
            busyLabel="Saving..."
            disabled={picked === undefined || generating}
            onClick={() =>
              picked !== undefined &&
              request !== undefined &&
              part.save(partOf(picked, request), () => onOpenChange(false))
            }
          >
            Save & Use
          </BusyButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
