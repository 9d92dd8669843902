import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_SECTION_NAME } from '@shared/catalog';
import type { ContentFormValues } from './content-form-schema';
import { firstHeading } from './markdown-headings';

/**
 * Names the section after the first heading of the content as it arrives, when the name is
 * empty or still the default 'Chapter 1: Introduction' (docs/product-rules.md R17).
 */
export function sectionNaming(form: UseFormReturn<ContentFormValues>) {
  let decided = false;
  let named: string | undefined;
  return {
    onProgress: (text: string) => {
      if (decided) return;
      const heading = firstHeading(text);
      if (heading === undefined) return;
      decided = true;
      const current = form.getValues('sectionName').trim();
      if ((current === '' || current === DEFAULT_SECTION_NAME) && heading !== current) {
        form.setValue('sectionName', heading, { shouldValidate: true });
        named = heading;
      }
    },
    /** The heading the section was named after, if it was renamed. */
    named: () => named,
  };
}
