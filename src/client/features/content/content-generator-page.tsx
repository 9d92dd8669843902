import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useSavedItems } from '@/lib/saved-items';
import { BookOpenTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { ModeBanner } from '@/components/mode-banner';
import { ResultsPanel } from '@/components/results-panel';
import { SavedItemsPanel } from '@/components/saved-items-panel';
import { ToolPage } from '@/components/tool-page';
import { downloadTextFile } from '@/lib/download-text-file';
import { generationErrorMessage } from '@/lib/generation-error';
import { slugify } from '@/lib/slugify';
import { useInputSource } from '@/lib/use-input-source';
import { useModeRecord } from '@/lib/use-mode-record';
import { useSaveItem } from '@/lib/use-save-item';
import { useToolMode } from '@/lib/use-tool-mode';
import { DEFAULT_SECTION_NAME } from '../../../shared/catalog.js';
import { generateContentInput, saveContentInput } from '../../../shared/schemas/content.js';
import { contentSectionsQueryOptions } from './api';
import { ContentEditor } from './components/content-editor';
import { ContentForm } from './components/content-form';
import { DuplicateSectionWarning } from './components/duplicate-section-warning';
import { contentBody, type SavedContext } from './content-body';
import { contentFormSchemas, type ContentFormValues } from './content-form-schema';
import { CONTENT_SAVE_MESSAGES } from './content-messages';
import { useContentStream } from './hooks/use-content-stream';
import { outlineFromMarkdown } from './markdown-headings';
import { sectionNaming } from './section-naming';

export function ContentGeneratorPage() {
  const { mode, leave, editId, activeId } = useToolMode();
  const [searchParams] = useSearchParams();
  const savedTitles = useSavedItems('titles');
  const savedIdeas = useSavedItems('ideas');
  const savedContent = useSavedItems('content');
  const { data: sections } = useQuery(contentSectionsQueryOptions());
  const { source, choose } = useInputSource(Boolean(savedTitles?.length));
  const form = useForm<ContentFormValues>({
    resolver: zodResolver(contentFormSchemas[source]),
    defaultValues: {
      titleId: searchParams.get('titleId') ?? '',
      ideaId: '',
      title: '',
      sectionName: DEFAULT_SECTION_NAME,
      contentType: 'educational',
      productType: '',
      outline: '',
    },
  });
  const sectionName = useWatch({ control: form.control, name: 'sectionName' });
  const stream = useContentStream();
  const save = useSaveItem('content', CONTENT_SAVE_MESSAGES, leave);
  const [savedText, setSavedText] = useState<string | null>(null);

  const record = useModeRecord('content', mode, {
    onLoaded: (content, kind) => {
      const storedType = generateContentInput.shape.contentType.safeParse(content.contentType);
      form.reset({
        ...form.getValues(),
        sectionName: content.sectionName,
        contentType: storedType.success ? storedType.data : form.getValues('contentType'),
        outline: outlineFromMarkdown(content.content),
      });
      if (kind === 'edit') {
        stream.load(content.content);
        setSavedText(null);
      }
      toast.info(kind === 'edit' ? 'Editing content - modify and regenerate' : 'Regenerating content');
    },
    failedMessage: 'Failed to load content data',
    onFailed: leave,
  });

  const onSubmit = async (values: ContentFormValues) => {
    let saved: SavedContext | undefined;
    if (source === 'saved') {
      const title = savedTitles?.find((item) => item.id === values.titleId);
      if (!title) {
        form.setError('titleId', { message: 'Please select a saved title' });
        return;
      }
      saved = { title, idea: savedIdeas?.find((item) => item.id === values.ideaId) };
    }
    const naming = sectionNaming(form);
    const outcome = await stream.start(contentBody(values, saved), naming.onProgress);
    const named = naming.named();
    if (outcome.kind === 'done') {
      toast.success(named ? `Content generated for "${named}"!` : 'Content generated!');
    } else if (outcome.kind === 'failed') {
      console.error(outcome.error);
      toast.error(generationErrorMessage(outcome.error, 'Failed to generate content'));
    }
  };

  const onSave = async () => {
    if (!(await form.trigger('sectionName'))) return;
    const text = stream.text;
    const input = saveContentInput.safeParse({
      sectionName: form.getValues('sectionName'),
      content: text,
      contentType: form.getValues('contentType'),
    });
    if (!input.success) {
      toast.error(input.error.issues[0]?.message ?? CONTENT_SAVE_MESSAGES.failed);
      return;
    }
    save.mutate({ input: input.data, id: editId }, { onSuccess: () => setSavedText(text) });
  };

  const onDownload = () => {
    downloadTextFile(`${slugify(form.getValues('sectionName'), 'content')}.md`, stream.text, 'text/markdown');
    toast.success('Content downloaded!');
  };

  const streaming = stream.status === 'streaming';

  return (
    <ToolPage
      path="/dashboard/content-generator"
      banner={
        mode.kind !== 'create' && (
          <ModeBanner
            mode={mode.kind}
            itemLabel="content"
            subject={record?.sectionName}
            hint={
              mode.kind === 'edit'
                ? 'Change the text or generate it again, then choose Update to replace the saved section.'
                : 'Generate again; saving adds a new section and keeps the original.'
            }
            onExit={leave}
          />
        )
      }
      form={
        <ContentForm
          form={form}
          source={source}
          onSourceChange={(next) => {
            choose(next);
            form.clearErrors();
          }}
          savedTitles={savedTitles}
          savedIdeas={savedIdeas ?? []}
          sectionNotice={
            sections && <DuplicateSectionWarning sectionName={sectionName} sections={sections} ignoreId={editId} />
          }
          onSubmit={onSubmit}
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
            saveAction={editId ? 'update' : 'save'}
            saving={save.isPending}
            saved={!streaming && savedText === stream.text}
            onSave={() => void onSave()}
            onDownload={onDownload}
          />
        </ResultsPanel>
      }
      saved={
        <SavedItemsPanel
          title="Saved content"
          emptyText="No saved content yet"
          activeId={activeId}
          rows={savedContent?.map((content) => ({
            id: content.id,
            label: content.sectionName,
            createdAt: content.createdAt,
          }))}
        />
      }
    />
  );
}
