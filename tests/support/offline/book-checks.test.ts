import { describe, expect, it } from 'vitest';
import {
  chapterSentences,
  maxPairwiseOverlap,
  repeatsItsHeading,
  scaffoldingOutsideNotes,
  sentenceOverlap,
  sharedSubheadings,
  unnamedInOrder,
  wrongReferences,
} from './book-checks.js';

const chapter = (title: string, markdown: string, nextTitle: string | null = null) => ({ title, nextTitle, markdown });

describe('book checks', () => {
  it('counts a chapter’s distinct sentences, normalised, from paragraphs, list items and notes, not headings', () => {
    const markdown =
      '# Title\n\nOne *thing*. One thing!\n\n- A list item.\n\n:::note\n- [ ] A note.\n:::\n\n## A heading';
    expect([...chapterSentences(markdown)]).toEqual(['one thing', 'a list item', 'a note']);
  });

  it('measures overlap as shared sentences over the smaller chapter’s sentence count', () => {
    const a = 'One. Two. Three. Four.';
    expect(sentenceOverlap(a, a)).toBe(1);
    expect(sentenceOverlap(a, 'Five. Six.')).toBe(0);
    expect(sentenceOverlap(a, 'One. Five.')).toBe(0.5);
    expect(
      maxPairwiseOverlap([chapter('A', a), chapter('B', 'Five. Six.'), chapter('C', 'Four. Seven. Eight. Nine.')]),
    ).toEqual({ overlap: 0.25, pair: ['A', 'C'] });
  });

  it('finds subheadings two chapters share, and an H1 followed by the same heading', () => {
    expect(
      sharedSubheadings([chapter('A', '# A\n\n## Why it matters'), chapter('B', '# B\n\n## Why It Matters')]),
    ).toEqual(['why it matters']);
    expect(repeatsItsHeading('# Pricing Your Bread\n\n## Pricing your bread\n\nText.')).toBe(true);
    expect(repeatsItsHeading('# Pricing Your Bread\n\nText.\n\n## Costs')).toBe(false);
  });

  it('flags a pointer ahead that does not name the next chapter, and a quoted title the book does not have', () => {
    const titles = ['One', 'Two'];
    expect(wrongReferences(chapter('One', 'In the next chapter, “Two”, we bake.', 'Two'), titles)).toEqual([]);
    expect(wrongReferences(chapter('One', 'Next up: Tools and Set-Up.', 'Two'), titles)).toHaveLength(1);
    expect(wrongReferences(chapter('Two', 'The next chapter is “Three”.'), titles)).toHaveLength(2);
  });

  it('finds the titles a part leaves out of its run through the book, in order', () => {
    const titles = ['One', 'Two', 'Three'];
    expect(unnamedInOrder('From “One” to “Three”: “One”, then “Two”, then “Three”.', titles)).toEqual([]);
    expect(unnamedInOrder('“One”, “Three”, “Two”.', titles)).toEqual(['Three']);
    expect(unnamedInOrder('“One”.\n\n:::note\n“Two” and “Three”\n:::', titles)).toEqual(['Two', 'Three']);
  });

  it('finds placeholders, boxes and “Your notes” outside notes only', () => {
    expect(scaffoldingOutsideNotes(':::note\n**Your notes:**\n- [ ] Add a story.\n[Sum up the chapter.]\n:::')).toEqual(
      [],
    );
    expect(scaffoldingOutsideNotes('Text.\n\n[Sum up the chapter.]\n\n**Your notes:**\n\n- [ ] Add')).toHaveLength(3);
    expect(scaffoldingOutsideNotes('Keep your notes within reach.')).toEqual([]);
  });
});
