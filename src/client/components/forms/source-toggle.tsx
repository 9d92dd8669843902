import { BookmarkIcon, PencilLineIcon } from 'lucide-react';
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { ToggleGroup, ToggleGroupItem } from '@/components/ui/toggle-group';
import type { InputSource } from '@/lib/forms/use-input-source';

interface SourceToggleProps {
  /** The saved option's label, e.g. 'Saved Niche'. */
  savedLabel: string;
  source: InputSource;
  onChange: (source: InputSource) => void;
  /** How many saved items there are; undefined while they load. */
  savedCount: number | undefined;
  /** Shown when there is nothing saved yet. */
  noSavedHint: string;
}

export function SourceToggle({ savedLabel, source, onChange, savedCount, noSavedHint }: SourceToggleProps) {
  const labelId = useId();
  const loading = savedCount === undefined;
  return (
    <div className="grid gap-2">
      <Label id={labelId}>Input source</Label>
      <ToggleGroup
        type="single"
        aria-labelledby={labelId}
        value={source}
        onValueChange={(value) => {
          if (value === 'saved' || value === 'manual') onChange(value);
        }}
      >
        <ToggleGroupItem value="saved" disabled={!savedCount}>
          <BookmarkIcon aria-hidden="true" />
          {savedLabel}
        </ToggleGroupItem>
        <ToggleGroupItem value="manual" disabled={loading}>
          <PencilLineIcon aria-hidden="true" />
          Enter Manually
        </ToggleGroupItem>
      </ToggleGroup>
      {savedCount === 0 && <p className="text-xs text-muted-foreground">{noSavedHint}</p>}
    </div>
  );
}
