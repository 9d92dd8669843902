import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ToolPage } from '@/components/generation/tool-page';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { paths } from '@/lib/paths';
import { useCoverPreviews } from '@/lib/generation/use-cover-previews';
import { useGenerateMutation } from '@/lib/generation/use-generate-mutation';
import { useModeRecord } from '@/lib/generation/use-mode-record';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import { useSourcedForm } from '@/lib/forms/use-sourced-form';
import type { ToolMode } from '@/lib/generation/use-tool-mode';
import { useToolState } from '@/lib/generation/use-tool-state';
import { DEFAULT_COLOR_SCHEME, DEFAULT_COVER_STYLE } from '@shared/catalog';
import type { GenerateCoverImageInput, SavedCover } from '@shared/schemas/cover';
import { CoverForm } from './components/cover-form';
import { CoverPreview } from './components/cover-preview';
import { coverFormSchemas, MISSING_TITLE_MESSAGE, type CoverFormValues } from './cover-form-schema';
import { COVER_MESSAGES } from './cover-messages';

/** One generation: its request, the saved title it was made for, and the key that saves its result once. */
interface CoverRequest {
  body: GenerateCoverImageInput;
  titleId: string | null;
  saveKey: string;
}

const SUBMIT_LABELS = { create: 'Generate Cover', edit: 'Update & Regenerate', regenerate: 'Regenerate Cover' };

export function CoverGeneratorPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  /** Opened from a project: a saved cover becomes that project's cover. */
  const projectId = searchParams.get('projectId')?.trim() || undefined;
  const currentCoverId = searchParams.get('currentCoverId')?.trim() || undefined;

  const input = useSourcedForm<'titles', CoverFormValues>({
    sourceKind: 'titles',
    idField: 'titleId',
    missingMessage: MISSING_TITLE_MESSAGE,
    schemas: coverFormSchemas,
    defaultValues: (titleId) => ({
      titleId,
      title: '',
      authorName: '',
      style: DEFAULT_COVER_STYLE,
      colorScheme: DEFAULT_COLOR_SCHEME,
      customPrompt: '',
    }),
  });
  const { form } = input;
  const drawPreview = useCoverPreviews();
  const generate = useGenerateMutation(
    ({ body }: CoverRequest) => drawPreview(body),
    COVER_MESSAGES.generated,
    fieldErrorSetter(form),
  );
  /** The cover an edit opened, shown until a new one is generated. */
  const [opened, setOpened] = useState<SavedCover>();
  const [savedKey, setSavedKey] = useState<string>();

  const prefill = (cover: SavedCover, kind: 'edit' | 'regenerate') => {
    const request = cover.generationInput;
    input.choose(cover.titleId ? 'saved' : 'manual');
    form.reset({
      titleId: cover.titleId ?? '',
      title: request?.title ?? '',
      authorName: request?.authorName ?? '',
      style: request?.style ?? cover.style ?? DEFAULT_COVER_STYLE,
      colorScheme: request?.colorScheme ?? DEFAULT_COLOR_SCHEME,
      customPrompt: request?.customPrompt ?? cover.prompt ?? '',
    });
    generate.reset();
    setOpened(kind === 'edit' ? cover : undefined);
    toast.info(kind === 'edit' ? COVER_MESSAGES.editing : COVER_MESSAGES.regenerating);
  };
  const tool = useToolState('covers', { onRecordLoaded: prefill, recordFailedMessage: COVER_MESSAGES.loadFailed });
  /** From a project, the form starts from the project's current cover. */
  const projectCover: ToolMode =
    tool.mode.kind === 'create' && currentCoverId ? { kind: 'regenerate', id: currentCoverId } : { kind: 'create' };
  useModeRecord('covers', projectCover, {
    onLoaded: prefill,
    onFailed: () => undefined,
    failedMessage: COVER_MESSAGES.loadFailed,
  });

  const linkedProjectId = projectId ?? tool.record?.projectId ?? undefined;
  const saver = useSaveItem(
    'covers',
    { saved: linkedProjectId ? COVER_MESSAGES.linked : COVER_MESSAGES.saved, updated: COVER_MESSAGES.updated },
    {
      onUpdated: () => {
        setOpened(undefined);
        if (linkedProjectId) void navigate(paths.project.href(linkedProjectId));
        else tool.leave();
      },
    },
  );

  const onSubmit = input.onValid((values, savedTitle) =>
    generate.mutate({
      body: {
        title: savedTitle?.title ?? values.title,
        authorName: values.authorName,
        style: values.style,
        colorScheme: values.colorScheme,
        ...(values.customPrompt ? { customPrompt: values.customPrompt } : {}),
        ...(savedTitle?.tone ? { titleContext: { tone: savedTitle.tone } } : {}),
      },
      titleId: savedTitle?.id ?? null,
      saveKey: crypto.randomUUID(),
    }),
  );

  const generated = generate.data && generate.variables ? { ...generate.data, ...generate.variables } : undefined;
  const shownOpened = tool.mode.kind === 'edit' ? opened : undefined;
  const save = () => {
    if (!generated) return;
    const { body, titleId, saveKey, imageUrl } = generated;
    saver.save(
      {
        input: {
          imageUrl,
          style: body.style,
          prompt: body.customPrompt ?? null,
          titleId,
          generationInput: body,
          ...(linkedProjectId ? { projectId: linkedProjectId } : {}),
          saveKey,
        },
        ...(tool.editId ? { id: tool.editId } : {}),
      },
      { onSuccess: () => setSavedKey(saveKey) },
    );
  };

  return (
    <ToolPage
      path={paths.coverGenerator.href()}
      tool={tool}
      openItem={{ label: 'cover', name: tool.record?.generationInput?.title ?? undefined }}
      form={
        <CoverForm
          input={input}
          onSubmit={onSubmit}
          busy={generate.isPending}
          submitLabel={SUBMIT_LABELS[tool.mode.kind]}
        />
      }
      results={
        <CoverPreview
          imageUrl={generated?.imageUrl ?? shownOpened?.imageUrl}
          notes={generated?.notes ?? []}
          title={generated?.body.title ?? shownOpened?.generationInput?.title ?? 'cover'}
          generating={generate.isPending}
          save={{
            action: tool.editId ? 'update' : 'save',
            saving: saver.isPending,
            saved: generated !== undefined && savedKey === generated.saveKey,
            canSave: generated !== undefined,
            onSave: save,
          }}
        />
      }
      saved={{
        kind: 'covers',
        itemType: 'cover',
        title: 'Saved covers',
        emptyText: 'No saved covers yet',
        rows: tool.savedItems?.map((cover) => ({
          id: cover.id,
          label: cover.title ?? `${cover.style ?? 'Untitled'} cover`,
          createdAt: cover.createdAt,
        })),
      }}
    />
  );
}
