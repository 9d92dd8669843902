import { Input } from '@/components/ui/input';
import { formatCount } from '@shared/format-count';
import { cn } from '@/lib/utils';

/** From this share of an entry's limit on, the entry shows how many characters it holds. */
const COUNTER_FROM = 0.9;

interface ListEntriesProps {
  /** The first entry's id is this; the others add their number. */
  id: string;
  /** What one entry is called, for its label: 'Keyword', 'Category', 'Tag'. */
  entryLabel: string;
  entries: string[];
  /** What an entry may hold. */
  entryLimit: number;
  placeholder?: string;
  /** What a store would refuse in each entry, by its index. */
  refusals: (index: number) => string | undefined;
  /** The field's own refusal or draft note, which every entry is described by. */
  describedBy: string | undefined;
  onChange: (entries: string[]) => void;
  /** How the entries are laid out: short tags side by side, long category paths one a line. */
  className: string;
}

/** One box per entry a store accepts (KDP's 7 keyword boxes, Etsy's 13 tags), each with what it refuses in it. */
export function ListEntries({
  id,
  entryLabel,
  entries,
  entryLimit,
  placeholder,
  refusals,
  describedBy,
  onChange,
  className,
}: ListEntriesProps) {
  return (
    <ol className={cn('grid gap-2', className)}>
      {entries.map((entry, index) => {
        const entryId = index === 0 ? id : `${id}-${index + 1}`;
        const refusal = refusals(index);
        const length = entry.trim().length;
        const counted = length >= entryLimit * COUNTER_FROM;
        const described = [refusal && `${entryId}-refusal`, describedBy].filter(Boolean).join(' ') || undefined;
        return (
          <li key={index} className="grid min-w-0 gap-1">
            <Input
              id={entryId}
              value={entry}
              placeholder={placeholder}
              aria-label={`${entryLabel} ${index + 1}`}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={described}
              onChange={(event) => onChange(entries.map((old, at) => (at === index ? event.target.value : old)))}
            />
            {(refusal || counted) && (
              <div className="flex items-start justify-between gap-2">
                {refusal && (
                  <p id={`${entryId}-refusal`} role="alert" className="min-w-0 text-xs font-medium text-destructive">
                    {refusal}
                  </p>
                )}
                {counted && (
                  <p
                    className={cn(
                      'ml-auto shrink-0 text-xs tabular-nums',
                      length > entryLimit ? 'font-medium text-destructive' : 'text-muted-foreground',
                    )}
                  >
                    {formatCount(length)} / {formatCount(entryLimit)}
                  </p>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}
