import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, SaveIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BookPanel } from '@/components/book/book-panel';
import { BookPlanCard } from '@/components/book-plan/book-plan-card';
import { BusyButton } from '@/components/busy-button';
import { FormSelect } from '@/components/forms/form-select';
import { GeneratorForm } from '@/components/generation/generator-form';
import { ContentDialog, ContentDownloadButton } from '@/components/item-dialogs/content-dialog';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { CONTENT_TYPE_OPTIONS } from '@/lib/forms/select-options';
import { bookPlanQueryOptions } from '@/lib/projects/book-plan';
import { activeRunOf, useBook, useBookRunProgress } from '@/lib/projects/book-run';
import { ideaContextOf } from '@/lib/generation/idea-context';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import { useContentStream } from '@/lib/generation/use-content-stream';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import type { ProductType } from '@shared/catalog';
import type { GenerateContentBody } from '@shared/schemas/content';
import { StepHeader } from '../components/step-header';
import { useKeptUnsavedSection } from '../hooks/use-kept-unsaved-section';
import {
  CUSTOM_SECTION,
  sectionChoiceForm,
  sectionNameOf,
  sectionTypeOptions,
  type SectionChoice,
} from '../section-choice';
import type { UnsavedSection } from '../wizard-draft';

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

/** What a section was written from: the request, the choice that made it, and the key its save uses. */
interface WrittenRequest {
  body: GenerateContentBody;
  saveKey: string;
  choice: SectionChoice;
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
    <li className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2" data-testid="wizard-section">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold">
        {number}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{name}</span>
      <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} disabled={!onRemove} onClick={onRemove}>
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/**
 * Step 4: write sections one by one (type, custom number, content type) and save each, or write the whole book in one
 * run from the draft's book plan, shown and edited beside it; then continue. While a book run writes the draft project's sections, nothing here changes them.
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
  const title = useQuery({ ...savedItemQueryOptions('titles', titleId ?? ''), enabled: titleId !== null }).data;
  const idea = useQuery({ ...savedItemQueryOptions('ideas', ideaId ?? ''), enabled: ideaId !== null }).data;
  const plan = useQuery({ ...bookPlanQueryOptions(projectId ?? ''), enabled: projectId !== null }).data?.plan;
  const chapterTitles = useMemo(() => plan?.chapters.map((chapter) => chapter.title) ?? [], [plan]);
  const schema = useMemo(() => sectionChoiceForm(productType), [productType]);
  const form = useForm<SectionChoice>({
    resolver: zodResolver(schema),
    defaultValues: unsavedSection?.choice ?? { sectionType: '', customNumber: '', contentType: 'educational' },
  });
  const sectionType = useWatch({ control: form.control, name: 'sectionType' });
  // Restored once, when the step opens; later the step's own state is what is kept.
  const [restored] = useState(unsavedSection);
  const stream = useContentStream(restored?.text);
  const [request, setRequest] = useState<WrittenRequest | null>(() =>
    restored ? { body: restored.request, saveKey: restored.saveKey, choice: restored.choice } : null,
  );
  const save = useSaveItem('content', { saved: 'Section saved!', updated: 'Section saved!' });
  const streaming = stream.status === 'streaming';
  const written = stream.status === 'done' || stream.status === 'stopped';
  const unsaved = useMemo(
    () =>
      request && written
        ? { choice: request.choice, request: request.body, saveKey: request.saveKey, text: stream.text }
        : null,
    [request, written, stream.text],
  );
  useKeptUnsavedSection(unsaved, onUnsavedChange);
  const book = useBook(projectId);
  const bookRun = activeRunOf(book.data);
  useBookRunProgress(book.data, onBookProgress);
  // The path chosen here; until one is, the book's when the project has a run (one under way shows at once).
  const [path, setPath] = useState<string | null>(null);
  const [openPart, setOpenPart] = useState<string | null>(null);

  const onGenerate = async (choice: SectionChoice) => {
    if (!title) return;
    const body: GenerateContentBody = {
      title: title.title,
      sectionName: sectionNameOf(choice, productType),
      contentType: choice.contentType,
      productType: productType ?? undefined,
      ideaContext: idea ? ideaContextOf(idea) : undefined,
    };
    setRequest({ body, saveKey: crypto.randomUUID(), choice });
    // The project goes with the request only: the saved section keeps the plain request it can be regenerated from.
    const outcome = await stream.start(projectId ? { ...body, projectId } : body, () => undefined);
    if (outcome.kind === 'done') toast.success('Content generated!');
    if (outcome.kind === 'failed') toast.error(outcome.message);
  };

  const onSave = () => {
    if (!request) return;
    const { body, saveKey } = request;
    save.save(
      {
        input: {
          sectionName: body.sectionName,
          content: stream.text,
          contentType: body.contentType,
          titleId,
          ideaId,
          generationInput: body,
          saveKey,
        },
      },
      {
        onSuccess: (saved) => {
          setRequest(null);
          stream.load('');
          form.reset({ ...form.getValues(), sectionType: '', customNumber: '' });
          onAdded(saved.id);
        },
      },
    );
  };

  return (
    <div className="grid gap-5">
      <StepHeader
        title="Write the content"
        description="Generate the sections of your product one by one and save each one you want to keep, or write the whole book in one run."
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
            Write the whole book
          </TabsTrigger>
        </TabsList>
        <TabsContent value="sections">
          <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <GeneratorForm
              onSubmit={form.handleSubmit(onGenerate)}
              busy={streaming}
              submitLabel="Generate Content"
              submitDisabled={!sectionType || !title}
            >
              <FormSelect
                control={form.control}
                name="sectionType"
                id="section-type"
                label="Section Type"
                placeholder="Choose a section"
                options={sectionTypeOptions(productType, chapterTitles)}
              />
              {sectionType === CUSTOM_SECTION && (
                <TextField
                  form={form}
                  name="customNumber"
                  id="custom-number"
                  label="Custom Number"
                  placeholder="e.g. 11"
                />
              )}
              <FormSelect
                control={form.control}
                name="contentType"
                id="content-type"
                label="Content Type"
                placeholder="Choose a content type"
                options={CONTENT_TYPE_OPTIONS}
              />
            </GeneratorForm>
            <Card className="gap-4 p-5">
              <div className="grid gap-2">
                <Label htmlFor="section-content">{request ? request.body.sectionName : 'Generated section'}</Label>
                <Textarea
                  id="section-content"
                  rows={12}
                  value={stream.text}
                  readOnly={!written}
                  onChange={(event) => stream.setText(event.target.value)}
                  placeholder="Your section will be written here"
                  className="font-mono text-sm"
                />
              </div>
              <div className="flex flex-wrap gap-2">
                {streaming && (
                  <Button variant="outline" onClick={stream.stop}>
                    Stop
                  </Button>
                )}
                <BusyButton
                  busy={save.isPending}
                  busyLabel="Saving..."
                  disabled={!written || !stream.text.trim() || bookRun !== null}
                  onClick={onSave}
                >
                  <SaveIcon aria-hidden="true" />
                  Save Section
                </BusyButton>
              </div>
              {bookRun && (
                <p className="text-sm text-muted-foreground">Sections are saved here again once the book run stops.</p>
              )}
            </Card>
          </div>
        </TabsContent>
        <TabsContent value="book">
          {projectId ? (
            <div className="grid gap-5">
              <BookPlanCard projectId={projectId} />
              <BookPanel projectId={projectId} onOpenPart={setOpenPart} />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">The whole book can be written once the draft is saved.</p>
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
            Continue once the book is written or stopped.
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
