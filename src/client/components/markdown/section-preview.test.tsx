// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/test/render';
import { SectionPreview } from './section-preview';

const SECTION = [
  '# Slow Mornings',
  '',
  'Wake **before** the house does.',
  '',
  ':::note',
  'Your notes (for you as the author):',
  '',
  '- [ ] Add your own morning routine',
  '- [x] Check the times',
  ':::',
  '',
  'Then rest.',
].join('\n');

describe('SectionPreview', () => {
  it('draws an author note as a labelled note, without its markers', async () => {
    const { container } = renderInApp(<SectionPreview markdown={SECTION} />);
    const note = await screen.findByRole('complementary', { name: 'Author note' });
    expect(within(note).getByText('Author note')).toBeTruthy();
    expect(within(note).getByText('Your notes (for you as the author):')).toBeTruthy();
    expect(within(note).getByText('Add your own morning routine')).toBeTruthy();
    expect(within(note).getByRole('img', { name: 'To do' }).textContent).toBe('☐');
    expect(within(note).getByRole('img', { name: 'Done' }).textContent).toBe('☑');
    expect(container.textContent).not.toContain(':::');
  });

  it("draws the reader's text as markdown, outside the note", async () => {
    renderInApp(<SectionPreview markdown={SECTION} />);
    expect((await screen.findByRole('heading', { name: 'Slow Mornings' })).tagName).toBe('H3');
    expect(screen.getByText('before').tagName).toBe('STRONG');
    const note = screen.getByRole('complementary', { name: 'Author note' });
    expect(within(note).queryByText('Then rest.')).toBeNull();
    expect(screen.getByText('Then rest.')).toBeTruthy();
  });

  it('draws a model answer as a labelled box saying only the answer key prints it', async () => {
    const { container } = renderInApp(
      <SectionPreview markdown={'What will you cook first?\n\n:::answer\n**What will you cook first?** Soup.\n:::'} />,
    );
    const answer = await screen.findByRole('complementary', { name: 'Model answer (answer key only)' });
    expect(within(answer).getByText('Soup.', { exact: false })).toBeTruthy();
    expect(screen.getByText('What will you cook first?', { selector: 'p' }).closest('aside')).toBeNull();
    expect(container.textContent).not.toContain(':::');
  });

  it('runs a note never closed to the end of the section', async () => {
    renderInApp(<SectionPreview markdown={'Intro.\n:::note\n[Sum up the chapter in your words]'} />);
    const note = await screen.findByRole('complementary', { name: 'Author note' });
    expect(note.textContent).toContain('Sum up the chapter in your words');
    expect(screen.getByText('Intro.').closest('aside')).toBeNull();
  });

  it('follows only web and mail links, and leaves raw HTML and images out', async () => {
    const { container } = renderInApp(
      <SectionPreview
        markdown={
          '[Safe](https://example.com) [Unsafe](javascript:alert(1)) <script>alert(1)</script>\n\n![A loaf](https://example.com/loaf.png)'
        }
      />,
    );
    expect((await screen.findByRole('link', { name: 'Safe' })).getAttribute('href')).toBe('https://example.com');
    expect(screen.queryByRole('link', { name: 'Unsafe' })).toBeNull();
    expect(container.textContent).toContain('Unsafe');
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.textContent).toContain('[A loaf]');
  });

  it('shows what only looks like a tag as text, as the files print it', async () => {
    const { container } = renderInApp(
      <SectionPreview
        markdown={'## Troubleshooting <Hooch> & Mold\n\nSign it <your name>, not <b>bold</b>.\n\n<Hooch>'}
      />,
    );
    await screen.findByRole('heading', { name: 'Troubleshooting <Hooch> & Mold' });
    expect(container.textContent).toContain('Sign it <your name>, not bold.');
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toContain('<Hooch>');
    expect(container.querySelector('b, hooch')).toBeNull();
  });

  it('flattens quotes and lists nested past 8 levels, keeping every word (docs/decisions/0045-bounded-markdown.md)', async () => {
    const quotes = `${'>'.repeat(1_000)} The deepest quote.`;
    const list = Array.from({ length: 440 }, (_, level) => `${'  '.repeat(level)}- Level ${level + 1}`).join('\n');
    const { container } = renderInApp(<SectionPreview markdown={`${quotes}\n\n${list}`} />);
    await screen.findByText(/The deepest quote\./);
    const depth = (element: Element, selector: string) => {
      let levels = 0;
      for (let at: Element | null = element; at; at = at.parentElement?.closest(selector) ?? null) levels += 1;
      return levels;
    };
    const deepest = (selector: string) =>
      Math.max(...[...container.querySelectorAll(selector)].map((element) => depth(element, selector)));
    expect(deepest('blockquote')).toBe(8);
    expect(deepest('li')).toBe(8);
    expect(container.textContent).toContain('Level 440');
  });

  it('says when there is nothing to show', () => {
    renderInApp(<SectionPreview markdown={'  \n'} />);
    expect(screen.getByText('Nothing written yet.')).toBeTruthy();
  });
});
