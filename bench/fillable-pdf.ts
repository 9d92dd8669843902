import os from 'node:os';
import { buildBookModel } from '../src/server/services/render/book-model.js';
import { fillablePdf } from '../src/server/services/render/pdf/fillable-pdf.js';
import { renderPdf, renderPdfWithSpots } from '../src/server/services/render/pdf/render-pdf.js';
import { referenceBookInput } from './document-render.js';
import { median, ms } from './stats.js';

const RUNS = 5;
const TARGET_RATIO = 0.3;

/** What each chapter of the bench's workbook ends with: four boxes to tick, a table of four rows, three answer lines. */
const WORKSHEET = [
  '## Your Turn',
  ['Clear the shelf', 'Write the list', 'Book the slot', 'Tell one friend'].map((item) => `- [ ] ${item}`).join('\n'),
  '| Step | What you will do | By when |\n| --- | --- | --- |\n' +
    ['1', '2', '3', '4'].map((step) => `| ${step} | \u00a0 | \u00a0 |`).join('\n'),
  ...['What went well?', 'What will you change?', 'Who can help?'].map((question) => `${question} ${'\\_'.repeat(30)}`),
].join('\n\n');

/**
 * The fillable PDF's cost beside the printable one it is made from (issue 51: within 30% more): the reference book
 * (30 chapters, ~47,000 words) as a workbook, each chapter ending in a worksheet, so it has some 400 fields. The
 * printable PDF is timed as a generation makes it (Typst's layout and its PDF); the fillable adds the query of the
 * layout's fill spots and pdf-lib's fields over the same bytes. Medians of RUNS after a warm-up, alternating, in one
 * process, so the machine's load falls on both.
 */
export async function benchFillablePdf(): Promise<void> {
  const input = referenceBookInput();
  if (!input) {
    console.log('\nFillable PDF: skipped, the reference book is missing');
    return;
  }
  const book = buildBookModel({
    ...input,
    productType: 'workbook',
    sections: input.sections.map((section) => ({ ...section, markdown: `${section.markdown}\n\n${WORKSHEET}` })),
  });
  const printable: number[] = [];
  const fillable: number[] = [];
  let fields = 0;
  for (let run = 0; run <= RUNS; run++) {
    let started = performance.now();
    renderPdf(book);
    const printed = performance.now() - started;
    started = performance.now();
    const { pdf, spots } = renderPdfWithSpots(book);
    fillablePdf(pdf, spots);
    const filled = performance.now() - started;
    fields = spots.length;
    if (run === 0) continue;
    printable.push(printed);
    fillable.push(filled);
  }
  const extra = median(fillable) / median(printable) - 1;
  console.log(`\nFillable PDF: reference book as a workbook, ${fields} fields, median of ${RUNS}`);
  console.log(`load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`);
  console.log(`printable PDF             ${ms(median(printable))}`);
  console.log(`printable + fillable PDF  ${ms(median(fillable))}`);
  console.log(
    `the fillable's extra time ${(extra * 100).toFixed(0)}% (target ≤ ${TARGET_RATIO * 100}%): ${extra <= TARGET_RATIO ? 'met' : 'NOT met'}`,
  );
}
