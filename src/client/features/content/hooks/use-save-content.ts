import type { UseFormReturn } from 'react-hook-form';
import { fieldErrorSetter } from '@/lib/forms/field-error-setter';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import type { ContentFormValues } from '../content-form-schema';
import { CONTENT_SAVE_MESSAGES } from '../content-messages';
import type { WrittenSection } from './use-written-section';

interface ContentTool {
  /** The saved section an edit replaces. */
  editId: string | undefined;
  /** Back to create mode once an edit is saved. */
  leave: () => void;
}

/** Saves the editor's text under the form's section name and type: a new section, or the one being edited. */
export function useSaveContent(form: UseFormReturn<ContentFormValues>, section: WrittenSection, tool: ContentTool) {
  const save = useSaveItem('content', CONTENT_SAVE_MESSAGES, {
    onUpdated: tool.leave,
    onFieldError: fieldErrorSetter(form),
  });

  const saveSection = async () => {
    if (!(await form.trigger('sectionName'))) return;
    const text = section.stream.text;
    const [name, contentType] = form.getValues(['sectionName', 'contentType']);
    save.save(
      {
        input: {
          sectionName: name,
          content: text,
          contentType,
          ...section.source,
          saveKey: tool.editId ? undefined : section.saveKey,
        },
        id: tool.editId,
      },
      { onSuccess: () => section.savedAs(text) },
    );
  };

  return { save: () => void saveSection(), saving: save.isPending };
}
