import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './parse-markdown.js';
import { rawHtmlText, withTextTagsEscaped } from './raw-html.js';

/** Every piece of text and raw HTML in the Markdown, in order, as a Markdown renderer meets them. */
function pieces(markdown: string): string[] {
  const found: string[] = [];
  const visit = (node: ReturnType<typeof parseMarkdown>['children'][number] | ReturnType<typeof parseMarkdown>) => {
    if (node.type === 'text') found.push(`text ${node.value}`);
    if (node.type === 'html') found.push(`html ${node.value}`);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(parseMarkdown(markdown));
  return found;
}

describe('raw HTML in a section', () => {
  it('is markup when it is a tag of an HTML element, a comment or a declaration, in any case', () => {
    for (const markup of [
      '<b>',
      '</B>',
      '<br/>',
      '<script src="x">',
      '<svg viewBox="0 0 1 1">',
      '<!-- note -->',
      '<!DOCTYPE html>',
    ])
      expect(rawHtmlText(markup)).toBe('');
  });

  it('is text when it only looks like a tag', () => {
    for (const text of ['<Hooch>', '</Hooch>', '<your name>', '<my-widget>']) expect(rawHtmlText(text)).toBe(text);
  });

  it('escapes only what only looks like a tag, so Markdown reads it as text; code and markup stay as they were', () => {
    const markdown = '# Troubleshooting <Hooch> & Mold\n\nSign it <your name>, not <b>bold</b>: `<Hooch>`\n\n<Hooch>\n';
    const escaped = withTextTagsEscaped(markdown);
    expect(escaped).toBe(
      '# Troubleshooting \\<Hooch> & Mold\n\nSign it \\<your name>, not <b>bold</b>: `<Hooch>`\n\n\\<Hooch>\n',
    );
    expect(pieces(escaped)).toEqual([
      'text Troubleshooting <Hooch> & Mold',
      'text Sign it <your name>, not ',
      'html <b>',
      'text bold',
      'html </b>',
      'text : ',
      'text <Hooch>',
    ]);
    expect(withTextTagsEscaped('No tags at all.')).toBe('No tags at all.');
  });
});
