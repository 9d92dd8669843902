import { SkipForwardIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface StepHeaderProps {
  title: string;
  description: string;
  /** Offered on the optional steps (Niche, Idea): moves on without choosing anything. */
  onSkip?: () => void;
}

export function StepHeader({ title, description, onSkip }: StepHeaderProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold tracking-tight">{title}</h2>
        <p className="mt-1 text-sm text-muted-foreground">{description}</p>
      </div>
      {onSkip && (
        <Button variant="outline" onClick={onSkip} className="self-start">
          <SkipForwardIcon aria-hidden="true" />
          Skip This Step
        </Button>
      )}
    </div>
  );
}
