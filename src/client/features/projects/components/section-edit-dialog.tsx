import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { BusyButton } from '@/components/busy-button';
import { FormSelect } from '@/components/forms/form-select';
import {
  EDITOR_VIEWS,
  EditorPreviewTab,
  EditorTabs,
  EditorTabsList,
  EditorWriteTab,
} from '@/components/markdown/editor-tabs';
import { TextField } from '@/components/forms/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { projectsKey } from '@/lib/api/query-keys';
import { useSaveItem } from '@/lib/saved-items/use-save-item';
import { useUnsavedChanges } from '@/lib/unsaved-changes';
import type { ProductType } from '@shared/catalog';
import { isFillableProduct } from '@shared/fillable-pdf';
import { LIMITS } from '@shared/limits';
import {
  CONTENT_FORMATS,
  editSectionForm,
  type ContentFormat,
  type EditSectionFormValues,
  type SavedContent,
} from '@shared/schemas/content';
import { editSectionTypes } from '@shared/section-types';
import { joinSectionName, splitSectionName } from '../section-name';

const FORMAT_OPTIONS = CONTENT_FORMATS.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

const isFormat = (value: string | null): value is ContentFormat => CONTENT_FORMATS.some((format) => format === value);

/** How a workbook's or course's text writes its exercises and their model answers (docs/decisions/0077-answer-key.md). */
const EXERCISE_MARKDOWN_HINT =
  'Exercises: "- [ ] " starts a box to tick; "Your answer: " and a run of underscores, a line to write on; a table ' +
  'column left empty, room to write. A model answer goes between a line ":::answer" and a line ":::" right after ' +
  "its exercise: only the answer key and the teacher's edition print it.";

interface SectionEditDialogProps {
  content: SavedContent;
  productType: ProductType;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The content edit dialog (docs/product-rules.md R9, R29): the section type of the product type (chapters, modules,
 * steps… with a number), a heading, the content type (text, markdown, outline) and the text, with a preview of it.
 * Saving replaces the section; the server marks the projects using it as needing new documents.
 */
export function SectionEditDialog({ content, productType, open, onOpenChange }: SectionEditDialogProps) {
  const queryClient = useQueryClient();
  const types = editSectionTypes(productType);
  const parts = splitSectionName(content.sectionName, types);
  const form = useForm<EditSectionFormValues>({
    resolver: zodResolver(editSectionForm),
    defaultValues: {
      ...parts,
      numbered: types.find((type) => type.value === parts.sectionType)?.numbered ?? false,
      contentType: isFormat(content.contentType) ? content.contentType : 'markdown',
      content: content.content,
    },
  });
  const sectionType = useWatch({ control: form.control, name: 'sectionType' });
  const text = useWatch({ control: form.control, name: 'content' });
  const [view, setView] = useState<string>(EDITOR_VIEWS.write);
  useUnsavedChanges(open && form.formState.isDirty);
  const chosen = types.find((type) => type.value === sectionType);
  useEffect(() => {
    form.setValue('numbered', chosen?.numbered ?? false);
  }, [form, chosen]);

  const saving = useSaveItem('content', { saved: 'Content saved!', updated: 'Content updated!' });
  const submit = form.handleSubmit(
    (values) => {
      if (!chosen) return;
      saving.save(
        {
          id: content.id,
          input: {
            sectionName: joinSectionName(chosen, values.sectionNumber, values.heading),
            contentType: values.contentType,
            content: values.content,
          },
        },
        {
          onSuccess: () =>
            void queryClient.invalidateQueries({ queryKey: projectsKey }).then(() => onOpenChange(false)),
        },
      );
    },
    // A message on the text shows in the editor, not behind the preview.
    (errors) => {
      if (errors.content) setView(EDITOR_VIEWS.write);
    },
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Edit Section</DialogTitle>
          <DialogDescription>Change this section&apos;s type, heading and text.</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-[1fr_auto_1fr]">
            <FormSelect
              control={form.control}
              name="sectionType"
              id="section-type"
              label="Section Type"
              placeholder="Choose a section type"
              options={types}
            />
            {chosen?.numbered && (
              <div className="sm:w-28">
                <TextField form={form} name="sectionNumber" id="section-number" label={`${chosen.label} Number`} />
              </div>
            )}
            <FormSelect
              control={form.control}
              name="contentType"
              id="section-content-type"
              label="Content Type"
              placeholder="Choose a content type"
              options={FORMAT_OPTIONS}
            />
          </div>
          <TextField
            form={form}
            name="heading"
            id="section-heading"
            label="Heading (optional)"
            maxLength={LIMITS.name}
            placeholder="e.g. Planning Your Week"
          />
          <EditorTabs value={view} onValueChange={setView} className="gap-2">
            <EditorTabsList className="self-end" />
            <EditorWriteTab>
              <TextField
                form={form}
                name="content"
                id="section-content"
                label="Content"
                rows={20}
                maxLength={LIMITS.content}
                hint={isFillableProduct(productType) ? EXERCISE_MARKDOWN_HINT : undefined}
              />
            </EditorWriteTab>
            <EditorPreviewTab markdown={text} />
          </EditorTabs>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <BusyButton type="submit" busy={saving.isPending} busyLabel="Saving...">
              Save Changes
            </BusyButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
