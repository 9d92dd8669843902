import type { LucideIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { countLabel } from '@/lib/count-label';
import type { SavedContent } from '@shared/schemas/content';
import { countWords } from '@shared/count-words';

interface ContentSectionsCardProps {
  icon: LucideIcon;
  sections: SavedContent[];
  /**
   * The sections out of date, each with why: a part of the book the plan's changes left out of date
   * (docs/decisions/0040), License Terms the license's changes did (0079).
   */
  outOfDate: ReadonlyMap<string, string>;
  /** Opens a section's details. */
  onOpen: (id: string) => void;
}

/**
 * The project's sections in their order, numbered, each opening its details with an Edit badge; a section out of
 * date says why.
 */
export function ContentSectionsCard({ icon: Icon, sections, outOfDate, onOpen }: ContentSectionsCardProps) {
  return (
    <Card className="gap-3 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <Icon aria-hidden="true" className="size-4" />
        Content Sections
        <span className="font-normal">· {countLabel(sections.length, 'section')}</span>
      </h2>
      {sections.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-muted/30 px-4 py-6 text-center text-sm text-muted-foreground">
          No content sections yet.
        </p>
      ) : (
        <ol className="grid gap-2">
          {sections.map((section, index) => (
            <li key={section.id}>
              <button
                type="button"
                onClick={() => onOpen(section.id)}
                className="flex w-full min-w-0 items-center gap-3 rounded-xl border px-3 py-2.5 text-left transition-colors wrap-anywhere hover:border-primary/40 hover:bg-accent/30 focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
              >
                <span
                  aria-hidden="true"
                  className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-foreground"
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">
                    <span className="sr-only">{index + 1}. </span>
                    {section.sectionName}
                  </span>
                  <span className="block text-xs text-muted-foreground">
                    {countLabel(countWords(section.content), 'word')}
                  </span>
                  {outOfDate.has(section.id) && (
                    <span className="block text-xs font-medium text-highlight-foreground">
                      {outOfDate.get(section.id)}
                    </span>
                  )}
                </span>
                <Badge variant="info">Edit</Badge>
              </button>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
