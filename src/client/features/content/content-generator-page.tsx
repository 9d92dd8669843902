import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BookOpenTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ResultsPanel } from '@/components/generation/results-panel';
import { ToolPage } from '@/components/generation/tool-page';
import { downloadTextFile } from '@/lib/download-text-file';
import { paths } from '@/lib/paths';
import { savedItemQueryOptions, useSavedItems } from '@/lib/saved-items/saved-items';
import { slugify } from '@/lib/slugify';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import { useSourcedForm } from '@/lib/forms/use-sourced-form';
import { useToolState } from '@/lib/generation/use-tool-state';
import { DEFAULT_SECTION_NAME } from '@shared/catalog';
import { generateContentInput } from '@shared/schemas/content';
import type { SavedTitle } from '@shared/schemas/title';
import { contentSectionsQueryOptions } from './api';
import { ContentEditor } from './components/content-editor';
import { ContentForm } from './components/content-form';
import { DuplicateSectionWarning } from './components/duplicate-section-warning';
import { contentBody, type ContentRequest } from './content-body';
import { contentFormSchemas, MISSING_TITLE_MESSAGE, type ContentFormValues } from './content-form-schema';
import { CONTENT_SAVE_MESSAGES } from './content-messages';
import { useContentStream } from '@/lib/generation/use-content-stream';
import { useTitleContext } from './hooks/use-title-context';
import { sectionNaming } from './section-naming';

export function ContentGeneratorPage() {
  const input = useSourcedForm<'titles', ContentFormValues>({
    sourceKind: 'titles',
    idField: 'titleId',
    missingMessage: MISSING_TITLE_MESSAGE,
    schemas: contentFormSchemas,
    defaultValues: (titleId) => ({
      titleId,
      ideaId: '',
      title: '',
      sectionName: DEFAULT_SECTION_NAME,
      contentType: 'educational',
      productType: '',
      outline: '',
    }),
  });
  const { form } = input;
  const savedIdeas = useSavedItems('ideas');
  const queryClient = useQueryClient();
  const { data: sections } = useQuery(contentSectionsQueryOptions());
  const sectionName = useWatch({ control: form.control, name: 'sectionName' });
  const stream = useContentStream();
  const [savedText, setSavedText] = useState<string | null>(null);
  /** The request behind the text in the editor, and the key its save goes by (new for each text saved). */
  const [lastRequest, setLastRequest] = useState<ContentRequest>();
  const [saveKey, setSaveKey] = useState(() => crypto.randomUUID());
  const titleContext = useTitleContext(form, input.sourceItems, savedIdeas);
  const tool = useToolState('content', {
    onRecordLoaded: (content, kind) => {
      const request = content.generationInput;
      const storedType = generateContentInput.shape.contentType.safeParse(request?.contentType ?? content.contentType);
      titleContext.keep(content.titleId);
      input.choose(content.titleId ? 'saved' : 'manual');
      form.reset({
        titleId: content.titleId ?? '',
        ideaId: content.ideaId ?? '',
        title: request?.title ?? '',
        sectionName: content.sectionName,
        contentType: storedType.success ? storedType.data : form.getValues('contentType'),
        productType: request?.productType ?? '',
        outline: request?.outline ?? '',
      });
      setLastRequest(undefined);
      if (kind === 'edit') {
        stream.load(content.content);
        setSavedText(null);
      }
      toast.info(kind === 'edit' ? 'Editing content - modify and regenerate' : 'Regenerating content');
    },
  });
  const save = useSaveItem('content', CONTENT_SAVE_MESSAGES, {
    onUpdated: tool.leave,
    onFieldError: fieldErrorSetter(form),
  });

  const generate = async (values: ContentFormValues, title: SavedTitle | undefined) => {
    const idea =
      title && values.ideaId
        ? await queryClient.fetchQuery(savedItemQueryOptions('ideas', values.ideaId)).catch(() => undefined)
        : undefined;
    const body = contentBody(values, title && { title, idea });
    const naming = sectionNaming(form);
    const outcome = await stream.start(body, naming.onProgress);
    if (outcome.kind !== 'failed') {
      setLastRequest({ body, titleId: title?.id ?? null, ideaId: idea?.id ?? null });
      setSaveKey(crypto.randomUUID());
    }
    const named = naming.named();
    if (outcome.kind === 'done') {
      toast.success(named ? `Content generated for "${named}"!` : 'Content generated!');
    } else if (outcome.kind === 'failed') {
      toast.error(outcome.message);
      if (outcome.field) fieldErrorSetter(form)(outcome.field, outcome.message);
    }
  };

  const onSave = async () => {
    if (!(await form.trigger('sectionName'))) return;
    const text = stream.text;
    const [name, contentType] = form.getValues(['sectionName', 'contentType']);
    const source = lastRequest && {
      titleId: lastRequest.titleId,
      ideaId: lastRequest.ideaId,
      generationInput: lastRequest.body,
    };
    save.save(
      {
        input: { sectionName: name, content: text, contentType, ...source, saveKey: tool.editId ? undefined : saveKey },
        id: tool.editId,
      },
      {
        onSuccess: () => {
          setSavedText(text);
          setSaveKey(crypto.randomUUID());
        },
      },
    );
  };

  const onDownload = () => {
    downloadTextFile(`${slugify(form.getValues('sectionName'), 'content')}.md`, stream.text, 'text/markdown');
    toast.success('Content downloaded!');
  };

  const streaming = stream.status === 'streaming';

  return (
    <ToolPage
      path={paths.contentGenerator.href()}
      tool={tool}
      openItem={{
        label: 'content',
        name: tool.record?.sectionName,
        hint:
          tool.mode.kind === 'edit'
            ? 'Change the text or generate it again, then choose Update to replace the saved section.'
            : 'Generate again; saving adds a new section and keeps the original.',
      }}
      form={
        <ContentForm
          input={input}
          savedIdeas={savedIdeas ?? []}
          sectionNotice={
            sections && <DuplicateSectionWarning sectionName={sectionName} sections={sections} ignoreId={tool.editId} />
          }
          onSubmit={input.onValid((values, title) => void generate(values, title))}
          busy={streaming}
        />
      }
      results={
        <ResultsPanel
          title="Generated content"
          state={stream.status === 'idle' && stream.text === '' ? 'empty' : 'ready'}
          busy={streaming}
          empty={{
            icon: BookOpenTextIcon,
            title: 'Write a section',
            text: 'Give the section a name and an outline; the text appears here as it is written, ready to edit.',
          }}
        >
          <ContentEditor
            text={stream.text}
            onTextChange={stream.setText}
            status={stream.status}
            onStop={stream.stop}
            saveAction={tool.editId ? 'update' : 'save'}
            saving={save.isPending}
            saved={!streaming && savedText === stream.text}
            onSave={() => void onSave()}
            onDownload={onDownload}
          />
        </ResultsPanel>
      }
      saved={{
        kind: 'content',
        itemType: 'content',
        title: 'Saved content',
        emptyText: 'No saved content yet',
        rows: tool.savedItems?.map((content) => ({
          id: content.id,
          label: content.sectionName,
          createdAt: content.createdAt,
        })),
      }}
    />
  );
}
