import { describe, expect, it } from 'vitest';
import { bookInput } from '../../../../../tests/support/book-fixtures.js';
import { buildBookModel } from '../book-model.js';
import { bookToTypst } from './book-typst.js';
import { TRIM_SIZES } from '../trim-size.js';

const EXERCISE = `- [ ] Clear a shelf\n\nWhy? ${'\\_'.repeat(20)}`;
const bookOf = (fields: Parameters<typeof bookInput>[0]) =>
  buildBookModel(bookInput({ sections: [{ heading: 'Chapter 1: Start', markdown: EXERCISE }], ...fields }));
const sourceOf = (fields: Parameters<typeof bookInput>[0]) => bookToTypst(bookOf(fields));

/** The layout marks its places to write or tick only where a fillable PDF is made from it (decision 0076). */
describe('the marks of the places to fill in', () => {
  it("are in a workbook's or course's copy for sale", () => {
    for (const productType of ['workbook', 'course'] as const)
      expect(sourceOf({ productType })).toContain('<fill-spot>');
  });

  it('are not in a draft copy, another product, or the print interior, which draw the same places unmarked', () => {
    for (const source of [
      sourceOf({ productType: 'workbook', draft: true }),
      sourceOf({ productType: 'ebook' }),
      sourceOf({ productType: 'guide' }),
      bookToTypst(bookOf({ productType: 'workbook' }), { page: TRIM_SIZES.workbook, notesPages: 0 }),
    ]) {
      expect(source).not.toContain('<fill-spot>');
      expect(source).toContain('fill-spot("check", "Tick", sym.ballot)');
      expect(source).toContain('#fill-spot("line", "Answer"');
    }
  });
});
