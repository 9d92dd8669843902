import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ArrowRightIcon, SaveIcon, XIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { FormSelect } from '@/components/form-select';
import { GeneratorForm } from '@/components/generator-form';
import { TextField } from '@/components/text-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { CONTENT_TYPE_OPTIONS } from '@/lib/content-type-options';
import { bookPlanQueryOptions } from '@/lib/book-plan';
import { ideaContextOf } from '@/lib/idea-context';
import { savedItemQueryOptions } from '@/lib/saved-items';
import { useContentStream } from '@/lib/use-content-stream';
import { useSaveItem } from '@/lib/use-save-item';
import type { ProductType } from '../../../../shared/catalog.js';
import type { GenerateContentBody } from '../../../../shared/schemas/content.js';
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
  onContinue: () => void;
}

/** What a section was written from: the request, the choice that made it, and the key its save uses. */
interface WrittenRequest {
  body: GenerateContentBody;
  saveKey: string;
  choice: SectionChoice;
}

/** One section of the product, by its saved name, with a button that takes it out again. */
function SectionRow({ id, number, onRemove }: { id: string; number: number; onRemove: () => void }) {
  const section = useQuery(savedItemQueryOptions('content', id)).data;
  const name = section?.sectionName ?? 'Loading…';
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card px-3 py-2" data-testid="wizard-section">
      <span className="flex size-6 shrink-0 items-center justify-center rounded-full bg-accent text-xs font-semibold">
        {number}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm font-medium">{name}</span>
      <Button variant="ghost" size="icon" aria-label={`Remove ${name}`} onClick={onRemove}>
        <XIcon aria-hidden="true" />
      </Button>
    </li>
  );
}

/** Step 4: write sections one by one (type, custom number, content type), save each, then continue. */
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
        description="Generate the sections of your product one by one and save each one you want to keep."
      />
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
            <TextField form={form} name="customNumber" id="custom-number" label="Custom Number" placeholder="e.g. 11" />
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
              disabled={!written || !stream.text.trim()}
              onClick={onSave}
            >
              <SaveIcon aria-hidden="true" />
              Save Section
            </BusyButton>
          </div>
        </Card>
      </div>
      <section aria-labelledby="wizard-sections" className="grid gap-3">
        <h3 id="wizard-sections" className="font-semibold">
          Sections in your product ({contentIds.length})
        </h3>
        {contentIds.length === 0 ? (
          <p className="text-sm text-muted-foreground">No sections yet: generate one and save it.</p>
        ) : (
          <ol className="grid gap-2">
            {contentIds.map((id, index) => (
              <SectionRow key={id} id={id} number={index + 1} onRemove={() => onRemoved(id)} />
            ))}
          </ol>
        )}
        <Button onClick={onContinue} className="sm:self-end sm:justify-self-end">
          Continue to Cover
          <ArrowRightIcon aria-hidden="true" />
        </Button>
      </section>
    </div>
  );
}
