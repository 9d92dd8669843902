import { describe, expect, it } from 'vitest';
import { documentFileName } from './document-file-name.js';

/** The two names of a Content-Disposition: the ASCII `filename` and the decoded UTF-8 `filename*`. */
function names(disposition: string) {
  const [, ascii, encoded] = /^attachment; filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(disposition)!;
  expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
  return { ascii, utf8: decodeURIComponent(encoded!) };
}

describe('documentFileName', () => {
  it('names a copy for sale after the title and a draft copy "(Draft)"', () => {
    expect(names(documentFileName('Budgeting on Irregular Income', 'pdf', { draft: false }))).toEqual({
      ascii: 'Budgeting on Irregular Income.pdf',
      utf8: 'Budgeting on Irregular Income.pdf',
    });
    expect(names(documentFileName('Budgeting on Irregular Income', 'epub', { draft: true }))).toEqual({
      ascii: 'Budgeting on Irregular Income (Draft).epub',
      utf8: 'Budgeting on Irregular Income (Draft).epub',
    });
  });

  it('keeps the title as typed in filename* and an ASCII fallback without what a file system refuses', () => {
    expect(names(documentFileName('Ça va? "Taxes" / Freelancers 💰', 'docx', { draft: false }))).toEqual({
      ascii: 'Ca va Taxes Freelancers.docx',
      utf8: 'Ça va Taxes Freelancers 💰.docx',
    });
    expect(names(documentFileName('🧈💰', 'pdf', { draft: false }))).toEqual({ ascii: 'book.pdf', utf8: '🧈💰.pdf' });
    // Letters with no plain letter inside them are written as ASCII writes them, not dropped.
    expect(names(documentFileName('Ünïcødé Smørrebrød, Straße & Łódź', 'pdf', { draft: false })).ascii).toBe(
      'Unicode Smorrebrod, Strasse & Lodz.pdf',
    );
    expect(names(documentFileName('  ', 'pdf', { draft: false }))).toEqual({
      ascii: 'Untitled.pdf',
      utf8: 'Untitled.pdf',
    });
  });

  it('cuts a 200-character title at a word, and a title of emoji at a whole character within the byte cap', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const { utf8 } = names(documentFileName(words, 'pdf', { draft: true }));
    expect(utf8).toMatch(/^word0 word1 .* word\d+ \(Draft\)\.pdf$/);
    expect(Array.from(utf8.replace(' (Draft).pdf', '')).length).toBeLessThanOrEqual(100);
    expect(words.startsWith(utf8.replace(' (Draft).pdf', ''))).toBe(true);

    // Not on a small word, which would read as cut off.
    const sentence = `${'word '.repeat(17)}Still Want and Bread Every Day`;
    expect(names(documentFileName(sentence, 'pdf', { draft: false })).utf8).toBe(`${'word '.repeat(17)}Still Want.pdf`);

    const emoji = '🍮'.repeat(200);
    const cut = names(documentFileName(emoji, 'pdf', { draft: true })).utf8;
    expect(Buffer.byteLength(cut)).toBeLessThan(255);
    expect(cut).toMatch(/^(🍮)+ \(Draft\)\.pdf$/u);

    const unbroken = 'x'.repeat(200);
    expect(names(documentFileName(unbroken, 'pdf', { draft: false })).ascii).toBe(`${'x'.repeat(100)}.pdf`);
  });
});
