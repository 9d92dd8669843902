import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { pdfInfo, pdfPages } from '../../../../../../tests/support/document-tools.js';
import { documentAsPdf } from '../../../../../../tests/support/office-documents.js';
import { templateSpec } from '../../../../../shared/schemas/template-plan.js';
import { writeDocument } from './write-document.js';

/** A service quote's fields: text, a date, a choice, numbers and a total to work out. */
const QUOTE = templateSpec.parse({
  kind: 'document',
  columns: [
    { name: 'Client name', type: 'text' },
    { name: 'Date', type: 'date' },
    { name: 'Service', type: 'choice', choices: ['Cleaning', 'Repairs', 'Gardening'] },
    { name: 'Hours', type: 'number' },
    { name: 'Rate', type: 'currency' },
    { name: 'Total', type: 'formula', formula: '{Hours} * {Rate}', format: 'currency' },
  ],
  examples: [['Example: Jane Doe', '2026-02-01', 'Cleaning', '3', '25', '']],
});

describe('a document template opened in LibreOffice', () => {
  it('is a one-page form: each field named above a line to write on, its example, choices and sum, and Word fill-in fields', async () => {
    const docx = await writeDocument({
      title: 'Service Quote',
      goal: 'Quote a job in writing.',
      author: 'Ana',
      spec: QUOTE,
    });
    const pdf = documentAsPdf(docx, 'docx');
    expect(pdfInfo(pdf).pageCount).toBe(1);
    const text = pdfPages(pdf)[0]!.replace(/\s+/g, ' ');
    for (const words of [
      'Service Quote',
      'Quote a job in writing.',
      'Client name',
      'Example: Jane Doe',
      'e.g. 2026-02-01',
      'Cleaning',
      'Repairs',
      'Gardening',
      'e.g. 25',
      'Work out: Hours * Rate',
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('e.g. Example');
    // A box to tick before each choice (set in a fallback face, which the text read back lists apart).
    expect(text.match(/☐/g)).toHaveLength(3);

    // In Word, each field but the choice is a content control named for its column, showing its prompt until typed
    // over, the date a date picker; each choice a check box to click.
    const xml = strFromU8(unzipSync(docx)['word/document.xml']!);
    const controls = [...xml.matchAll(/<w:sdt>([\s\S]*?)<\/w:sdt>/g)].map((control) => control[1]!);
    const fields = controls.filter((control) => !control.includes('w14:checkbox'));
    expect(fields.map((control) => /<w:alias w:val="([^"]*)"/.exec(control)?.[1])).toEqual([
      'Client name',
      'Date',
      'Hours',
      'Rate',
      'Total',
    ]);
    for (const control of fields) expect(control).toContain('<w:showingPlcHdr/>');
    expect(fields[1]).toContain('<w:dateFormat w:val="yyyy-MM-dd"/>');
    expect(controls.filter((control) => control.includes('w14:checkbox'))).toHaveLength(3);
  });
});
