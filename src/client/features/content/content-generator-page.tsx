import { useQuery } from '@tanstack/react-query';
import { BookOpenTextIcon } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ResultsPanel } from '@/components/generation/results-panel';
import { ToolPage } from '@/components/generation/tool-page';
import { downloadTextFile } from '@/lib/download-text-file';
import { useToolState } from '@/lib/generation/use-tool-state';
import { paths } from '@/lib/paths';
import { useSavedItems } from '@/lib/saved-items/saved-items';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import { slugify } from '@/lib/slugify';
import { contentSectionsQueryOptions } from './api';
import { ContentEditor } from './components/content-editor';
import { ContentForm } from './components/content-form';
import { DuplicateSectionWarning } from './components/duplicate-section-warning';
import { contentFormValuesOf } from './content-form-schema';
import { useContentInput } from './hooks/use-content-input';
import { useGenerateContent } from './hooks/use-generate-content';
import { useSaveContent } from './hooks/use-save-content';
import { useTitleContext } from './hooks/use-title-context';
import { useWrittenSection } from './hooks/use-written-section';

export function ContentGeneratorPage() {
  const input = useContentInput();
  const { form } = input;
  const savedIdeas = useSavedItems('ideas');
  const { data: sections } = useQuery(contentSectionsQueryOptions());
  const sectionName = useWatch({ control: form.control, name: 'sectionName' });
  const section = useWrittenSection();
  const { stream } = section;
  useUnsavedChanges(section.unsaved);
  const titleContext = useTitleContext(form, input.sourceItems, savedIdeas);
  const tool = useToolState('content', {
    onRecordLoaded: (content, kind) => {
      titleContext.keep(content.titleId);
      input.choose(content.titleId ? 'saved' : 'manual');
      form.reset(contentFormValuesOf(content, form.getValues('contentType')));
      section.opened(content.content, kind);
      toast.info(kind === 'edit' ? 'Editing content - modify and regenerate' : 'Regenerating content');
    },
  });
  const generate = useGenerateContent(form, section);
  const save = useSaveContent(form, section, tool);

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
            saving={save.saving}
            saved={section.saved}
            onSave={save.save}
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
