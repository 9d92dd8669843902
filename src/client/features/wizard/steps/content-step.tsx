import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { ContentDialog, ContentDownloadButton } from '@/components/item-dialogs/content-dialog';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { activeRunOf, ProjectBook, useBook, useBookRunProgress } from '@/features/book';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import type { ProductType } from '@shared/catalog';
import { PLAN_WORDS } from '@shared/plan-words';
import { productKindOf } from '@shared/product-kind';
import { StepHeader } from '../components/step-header';
import type { UnsavedSection } from '../wizard-draft';
import { SectionWriter } from './section-writer';

interface ContentStepProps {
  /** The draft project: its book plan names the chapters, and each chapter is written for its place in it. */
  projectId: string | null;
  titleId: string | null;
  ideaId: string | null;
  productType: ProductType | null;
  contentIds: string[];
  /** The section written but not saved when the step was last open (e.g. before a reload). */
  unsavedSection: UnsavedSection | null;
  /** Keeps the section written but not saved (null: none); false when it could not be kept. */
  onUnsavedChange: (section: UnsavedSection | null) => boolean;
  onAdded: (contentId: string) => void;
  onRemoved: (contentId: string) => void;
  /** A book run wrote or stopped: the sections are taken as the draft project now holds them. */
  onBookProgress: () => void;
  onContinue: () => void;
}

/** One section of the product, by its saved name, with a button that takes it out again. */
function SectionRow({
  id,
  number,
  onRemove,
}: {
  id: string;
  number: number;
  /** Takes it out; undefined while a book run writes the sections. */
  onRemove?: () => void;
}) {
  const section = useQuery(savedItemQueryOptions('content', id)).data;
  const name = section?.sectionName ?? 'Loading…';
  return (
    <li className="flex min-w-0 items-center gap-3 rounded-lg border bg-card px-3 py-2" data-testid="wizard-section">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold">
        {number}
      </span>
      {/* A long unbroken name wraps: kept on one line, it set the width of the whole step, the plan and book too. */}
      <span className="min-w-0 flex-1 text-sm font-medium wrap-anywhere">{name}</span>
      <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} disabled={!onRemove} onClick={onRemove}>
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Step 4: write sections one at a time (`SectionWriter`), or the whole book (a course's: the whole course) in one run
 * from the draft's plan, shown and edited beside it (the book feature); then continue. While a book run writes the
 * draft project's sections, nothing here changes them.
 */
export function ContentStep({
  projectId,
  titleId,
  ideaId,
  productType,
  contentIds,
  unsavedSection,
  onUnsavedChange,
  onAdded,
  onRemoved,
  onBookProgress,
  onContinue,
}: ContentStepProps) {
  const book = useBook(projectId);
  const bookRun = activeRunOf(book.data);
  // What the whole run writes: the book, or the course for an Online Course.
  const { noun } = PLAN_WORDS[productKindOf(productType ?? 'ebook')];
  useBookRunProgress(book.data, onBookProgress);
  // The path chosen here; until one is, the book's when the project has a run (one under way shows at once).
  const [path, setPath] = useState<string | null>(null);
  const [openPart, setOpenPart] = useState<string | null>(null);

  return (
    <div className="grid gap-5">
      <StepHeader
        title="Write the content"
        description={`Generate the sections of your product one by one and save each one you want to keep, or write the whole ${noun} in one run.`}
      />
      <Tabs value={path ?? (book.data?.run ? 'book' : 'sections')} onValueChange={setPath}>
        <TabsList
          aria-label="How to write the content"
          className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit"
        >
          <TabsTrigger value="sections" className="h-auto min-h-8 py-1.5 whitespace-normal">
            One section at a time
          </TabsTrigger>
          <TabsTrigger value="book" className="h-auto min-h-8 py-1.5 whitespace-normal">
            Write the whole {noun}
          </TabsTrigger>
        </TabsList>
        {/* Kept mounted: a section being written or not yet saved stays while the book is looked at. */}
        <TabsContent value="sections" forceMount className="data-[state=inactive]:hidden">
          <SectionWriter
            projectId={projectId}
            titleId={titleId}
            ideaId={ideaId}
            productType={productType}
            unsavedSection={unsavedSection}
            onUnsavedChange={onUnsavedChange}
            onAdded={onAdded}
            bookRunning={bookRun !== null}
          />
        </TabsContent>
        <TabsContent value="book">
          {projectId ? (
            <div className="grid gap-5">
              <ProjectBook projectId={projectId} onOpenPart={setOpenPart} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">The whole {noun} can be written once the draft is saved.</p>
          )}
        </TabsContent>
      </Tabs>
      <section aria-labelledby="wizard-sections" className="grid gap-3">
        <h3 id="wizard-sections" className="font-semibold">
          Sections in your product ({contentIds.length})
        </h3>
        {contentIds.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sections yet: generate one and save it.</p>
        ) : (
          <ol className="grid gap-2">
            {contentIds.map((id, index) => (
              <SectionRow key={id} id={id} number={index + 1} onRemove={bookRun ? undefined : () => onRemoved(id)} />
            ))}
          </ol>
        )}
        {bookRun && (
          <p className="text-sm text-muted-foreground sm:justify-self-end">
            Continue once the {noun} is written or stopped.
          </p>
        )}
        <Button onClick={onContinue} disabled={bookRun !== null} className="sm:self-end sm:justify-self-end">
          Continue to Cover
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </section>
      {openPart && (
        <ContentDialog
          id={openPart}
          open
          onOpenChange={(open) => {
            if (!open) setOpenPart(null);
          }}
          actions={(content) => <ContentDownloadButton content={content} />}
        />
      )}
    </div>
  );
}
