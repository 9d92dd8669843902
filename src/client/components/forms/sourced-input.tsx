import type { ReactNode } from 'react';
import { SourceToggle } from './source-toggle';
import { Skeleton } from '@/components/ui/skeleton';
import type { InputSource } from '@/lib/forms/use-input-source';

interface SourcedInputProps {
  /** The form's input source and the saved items it can start from (undefined while they load). */
  input: { source: InputSource; changeSource: (source: InputSource) => void; sourceItems: unknown[] | undefined };
  /** The saved option's label, e.g. 'Saved Niche'. */
  savedLabel: string;
  /** Shown when there is nothing saved yet. */
  noSavedHint: string;
  /** The fields for picking saved items. */
  saved: ReactNode;
  /** The fields for typing the input by hand. */
  manual: ReactNode;
}

/** A tool's input that comes either from the user's saved items or from manual entry, with the toggle between them. */
export function SourcedInput({ input, savedLabel, noSavedHint, saved, manual }: SourcedInputProps) {
  const savedCount = input.sourceItems?.length;
  return (
    <>
      <SourceToggle
        savedLabel={savedLabel}
        source={input.source}
        onChange={input.changeSource}
        savedCount={savedCount}
        noSavedHint={noSavedHint}
      />
      {savedCount === undefined ? <Skeleton className="h-[66px]" /> : input.source === 'saved' ? saved : manual}
    </>
  );
}
