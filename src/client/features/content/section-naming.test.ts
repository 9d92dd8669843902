// @vitest-environment jsdom
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SECTION_NAME } from '@shared/catalog';
import { renderHookInApp } from '@/test/render';
import type { ContentFormValues } from './content-form-schema';
import { sectionNaming } from './section-naming';

function formWithSectionName(sectionName: string) {
  const { result } = renderHookInApp(() =>
    useForm<ContentFormValues>({
      defaultValues: {
        titleId: '',
        ideaId: '',
        title: 'Prep Once',
        sectionName,
        contentType: 'educational',
        productType: '',
        outline: '- a point',
      },
    }),
  );
  return result.current;
}

/** Feeds chunks as they would stream in: each call to onProgress gets all the text written so far. */
function streamTo(naming: ReturnType<typeof sectionNaming>) {
  let written = '';
  return (chunks: string[]) => {
    for (const chunk of chunks) {
      written += chunk;
      naming.onProgress(written);
    }
  };
}

describe('sectionNaming', () => {
  it('names an empty section after the first heading once its line is complete', () => {
    const form = formWithSectionName('');
    const naming = sectionNaming(form);
    const stream = streamTo(naming);
    stream(['# Your First', ' Sunday']);
    expect(form.getValues('sectionName')).toBe('');
    stream(['\nText']);
    expect(form.getValues('sectionName')).toBe('Your First Sunday');
    expect(naming.named()).toBe('Your First Sunday');
  });

  it(`replaces the default '${DEFAULT_SECTION_NAME}', also with spaces around it`, () => {
    const form = formWithSectionName(`  ${DEFAULT_SECTION_NAME} `);
    const naming = sectionNaming(form);
    const stream = streamTo(naming);
    stream(['Setting Up\n', '==========\n', 'Body text\n']);
    expect(form.getValues('sectionName')).toBe('Setting Up');
    expect(naming.named()).toBe('Setting Up');
  });

  it('keeps a name the user typed', () => {
    const form = formWithSectionName('Chapter 4: Freezing');
    const naming = sectionNaming(form);
    const stream = streamTo(naming);
    stream(['# Something else\n', 'text\n']);
    expect(form.getValues('sectionName')).toBe('Chapter 4: Freezing');
    expect(naming.named()).toBeUndefined();
  });

  it('decides on the first heading only, and reports no rename when it equals the default', () => {
    const form = formWithSectionName(DEFAULT_SECTION_NAME);
    const naming = sectionNaming(form);
    const stream = streamTo(naming);
    stream([`# ${DEFAULT_SECTION_NAME}\n`, '## A later heading\n']);
    expect(form.getValues('sectionName')).toBe(DEFAULT_SECTION_NAME);
    expect(naming.named()).toBeUndefined();
  });

  it('leaves the name alone when no heading arrives', () => {
    const form = formWithSectionName('');
    const naming = sectionNaming(form);
    const stream = streamTo(naming);
    stream(['Just text,\n', 'no heading.\n']);
    expect(form.getValues('sectionName')).toBe('');
    expect(naming.named()).toBeUndefined();
  });
});
