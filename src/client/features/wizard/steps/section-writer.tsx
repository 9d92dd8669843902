import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { SaveIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { BusyButton } from '@/components/busy-button';
import { FormSelect } from '@/components/forms/form-select';
import { GeneratorForm } from '@/components/generation/generator-form';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { bookPlanQueryOptions } from '@/features/book';
import { CONTENT_TYPE_OPTIONS } from '@/lib/forms/select-options';
import { ideaContextOf } from '@/lib/generation/idea-context';
import { savedItemQueryOptions } from '@/lib/saved-items/saved-items';
import { useContentStream } from '@/lib/generation/use-content-stream';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import type { ProductType } from '@shared/catalog';
import type { GenerateContentBody } from '@shared/schemas/content';
import { useKeptUnsavedSection } from '../hooks/use-kept-unsaved-section';
import {
  CUSTOM_SECTION,
  sectionChoiceForm,
  sectionNameOf,
  sectionTypeOptions,
  type SectionChoice,
} from '../section-choice';
import type { UnsavedSection } from '../wizard-draft';

interface SectionWriterProps {
  /** The draft project: its book plan names the chapters, and each chapter is written for its place in it. */
  projectId: string | null;
  titleId: string | null;
  ideaId: string | null;
  productType: ProductType | null;
  /** The section written but not saved when the step was last open (e.g. before a reload). */
  unsavedSection: UnsavedSection | null;
  /** Keeps the section written but not saved (null: none); false when it could not be kept. */
  onUnsavedChange: (section: UnsavedSection | null) => boolean;
  onAdded: (contentId: string) => void;
  /** A book run is writing the draft project's sections: nothing is saved here until it stops. */
  bookRunning: boolean;
}

/** What a section was written from: the request, the choice that made it, and the key its save uses. */
interface WrittenRequest {
  body: GenerateContentBody;
  saveKey: string;
  choice: SectionChoice;
}

/** Writes one section (type, custom number, content type) and saves it into the draft when the creator keeps it. */
export function SectionWriter({
  projectId,
  titleId,
  ideaId,
  productType,
  unsavedSection,
  onUnsavedChange,
  onAdded,
  bookRunning,
}: SectionWriterProps) {
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
            disabled={!written || !stream.text.trim() || bookRunning}
            onClick={onSave}
          >
            <SaveIcon aria-hidden="true" />
            Save Section
          </BusyButton>
        </div>
        {bookRunning && (
          <p className="text-sm text-muted-foreground">Sections are saved here again once the book run stops.</p>
        )}
      </Card>
    </div>
  );
}
