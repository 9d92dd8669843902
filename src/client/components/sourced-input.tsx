import type { ReactNode } from 'react';
import { SourceToggle } from '@/components/source-toggle';
import { Skeleton } from '@/components/ui/skeleton';
import type { InputSource } from '@/lib/use-input-source';

interface SourcedInputProps {
  /** The saved option's label, e.g. 'Saved Niche'. */
  savedLabel: string;
  source: InputSource;
  onSourceChange: (source: InputSource) => void;
  /** How many saved items there are; undefined while they load. */
  savedCount: number | undefined;
  /** Shown when there is nothing saved yet. */
  noSavedHint: string;
  /** The fields for picking saved items. */
  saved: ReactNode;
  /** The fields for typing the input by hand. */
  manual: ReactNode;
}

/** A tool's input that comes either from the user's saved items or from manual entry, with the toggle between them. */
export function SourcedInput({
  savedLabel,
  source,
  onSourceChange,
  savedCount,
  noSavedHint,
  saved,
  manual,
}: SourcedInputProps) {
  return (
    <>
      <SourceToggle
        savedLabel={savedLabel}
        source={source}
        onChange={onSourceChange}
        savedCount={savedCount}
        noSavedHint={noSavedHint}
      />
      {savedCount === undefined ? <Skeleton className="h-[66px]" /> : source === 'saved' ? saved : manual}
    </>
  );
}
