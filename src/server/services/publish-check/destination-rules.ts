import {
  BLEED_INCHES,
  gutterFor,
  leastOuterMargin,
  PRINT_PAGE_LIMITS,
  SPINE_FOLD_CLEARANCE,
  SPINE_TEXT_MIN_PAGES,
  spineWidth,
  trimSize,
  WRAP_COVER_TOLERANCE,
  wrapCoverSize,
} from '../../../shared/kdp-paperback.js';
import { PRINT_TRIMS } from '../../../shared/schemas/print-edition.js';
import { TEMPLATE_TEXT_WAYS_OUT } from '../../../shared/template-text.js';
import { TEMPLATE_TEXT_MARK } from '../render/printed-text.js';
import { PT } from '../render/read-back/read-pdf.js';
import type { CheckedFiles } from './publish-files.js';

/**
 * One rule a store sets for the files it takes: what it asks, where it says so, and the check, which answers null
 * when the files pass and otherwise what to change, in words.
 */
export interface PublishRule {
  rule: string;
  source: string;
  check: (files: CheckedFiles) => string | null;
}

/** A store and its rules; a destination that needs a file the project has not made yet is left out. */
export interface Destination {
  id: string;
  name: string;
  needs?: (files: CheckedFiles) => boolean;
  rules: PublishRule[];
}

const MB = 1024 * 1024;
const GB = 1024 * MB;
const inches = (value: number) => `${Number(value.toFixed(3))}"`;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

const KDP_EBOOK_COVER = 'KDP help: "Cover Image Guidelines" (eBook)';
const KDP_EBOOK_FORMATS = 'KDP help: "Supported eBook Formats" (EPUB)';
const KDP_MANUSCRIPT = 'KDP help: "Paperback Manuscript Formatting" and "Paperback Submission Guidelines"';
const KDP_COVER = 'KDP help: "Create a Paperback Cover" (cover calculator)';
const EPUB_A11Y = 'EPUB Accessibility 1.1; EU Accessibility Act (from 28 June 2025)';

/**
 * No store's book is titled a draft: while template text by the built-in writer is left in the book, every file's
 * metadata title (and its running heads) says "Draft – template text" (docs/decisions/0038-honest-offline-drafts.md).
 * Read from the files, so what is checked is what would be uploaded.
 */
const realText: PublishRule = {
  rule: "Real text, not the built-in writer's template draft",
  source: 'Every store: a file titled as a draft is no book for sale; Infoforge marks template text so (decision 0038)',
  check: (files) => {
    const marked = files.titles().find(({ title }) => title?.startsWith(TEMPLATE_TEXT_MARK));
    return marked
      ? `${marked.name} is titled "${marked.title}": its text is a template draft by the built-in writer. ${TEMPLATE_TEXT_WAYS_OUT} Then generate the files again.`
      : null;
  },
};

/** Text as the cover and title page are compared: letters and digits, whatever their case, spacing and marks. */
const comparableWords = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The cover shows the book the title page names (docs/decisions/0036-cover-follows-the-plan.md): the words the PDF's
 * cover page carries for its picture are those of its title page, read from the file. A cover whose words are not
 * known (an image the creator sent) has none to compare.
 */
const coverAgrees: PublishRule = {
  rule: 'The cover shows the title page’s title and author',
  source: 'Every store: a buyer sees the cover first; a cover naming another book is a misleading listing',
  check: (files) => {
    const { cover, titlePage } = files.pdfOpening();
    if (!comparableWords(cover) || comparableWords(cover) === comparableWords(titlePage)) return null;
    const lines = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.trim())
        .join(' / ');
    return (
      `The cover shows “${lines(cover)}”; the title page says “${lines(titlePage)}”. Redraw the cover on the ` +
      'project page, then generate the files again.'
    );
  },
};

/** The EPUB's container and package pass the structural checks that run here. */
const epubValid: PublishRule = {
  rule: 'A valid EPUB',
  source: KDP_EBOOK_FORMATS,
  check: (files) => {
    const { problems } = files.epub();
    return problems.length === 0 ? null : `Make the EPUB again: ${problems.join(' ')}`;
  },
};

const epub3 = (store: string): PublishRule => ({
  rule: 'EPUB 3',
  source: store,
  check: (files) => {
    const { version } = files.epub();
    return version?.startsWith('3')
      ? null
      : `The EPUB is version ${version ?? 'unknown'}; this store asks for EPUB 3. Make the files again.`;
  },
});

const accessibilityMetadata = (store: string): PublishRule => ({
  rule: 'Accessibility metadata (schema.org access modes, features, hazards and summary)',
  source: `${store}; ${EPUB_A11Y}`,
  check: (files) => {
    const { missingAccessibility } = files.epub();
    return missingAccessibility.length === 0
      ? null
      : `The EPUB does not state ${missingAccessibility.join(', ')}: the store shows it as "accessibility not specified". Make the files again.`;
  },
});

const coverImage = (store: string, shortSide: number): PublishRule => ({
  rule: `A cover image at least ${shortSide} px on its short side`,
  source: store,
  check: (files) => {
    const { cover } = files.epub();
    if (!cover) return 'The EPUB has no cover image. Add a cover to the project and make the files again.';
    const short = Math.min(cover.width, cover.height);
    return short >= shortSide
      ? null
      : `The cover is ${cover.width} × ${cover.height} px; make one at least ${shortSide} px on its short side (ideally 1600 × 2560).`;
  },
});

const fileSize = (limit: number, limitInWords: string, source: string): PublishRule => ({
  rule: `Each file at most ${limitInWords}`,
  source,
  check: ({ listingFiles }) => {
    const over = listingFiles.filter(({ bytes }) => bytes.length > limit);
    return over.length === 0
      ? null
      : `${over.map(({ name, bytes }) => `${name} is ${megabytes(bytes.length)}`).join('; ')}: shrink it under ${limitInWords} (smaller images, fewer pages).`;
  },
});

/** The print interior's facts, read once a print edition is made. */
const interior = (files: CheckedFiles) => files.printInterior()!;

const paperbackRules: PublishRule[] = [
  {
    rule: `Between ${PRINT_PAGE_LIMITS.min} and ${PRINT_PAGE_LIMITS.max} pages`,
    source: KDP_MANUSCRIPT,
    check: (files) => {
      const { pageCount } = interior(files);
      if (pageCount < PRINT_PAGE_LIMITS.min)
        return `The interior has ${pageCount} pages; KDP prints at least ${PRINT_PAGE_LIMITS.min}. Add ${PRINT_PAGE_LIMITS.min - pageCount} pages of content or notes.`;
      if (pageCount > PRINT_PAGE_LIMITS.max)
        return `The interior has ${pageCount} pages; KDP prints at most ${PRINT_PAGE_LIMITS.max}. Split the book or choose a larger trim.`;
      return null;
    },
  },
  {
    rule: 'Every page the size of one KDP trim',
    source: KDP_MANUSCRIPT,
    check: (files) => {
      const { trim, pageSizes } = interior(files);
      if (trim) return null;
      const [first] = pageSizes;
      const trims = PRINT_TRIMS.map(trimSize)
        .map(({ width, height }) => `${width} × ${height}`)
        .join(', ');
      return `The pages measure ${first ? `${inches(first.width / PT)} × ${inches(first.height / PT)}` : 'nothing'}, or differ from page to page; make every page one trim (${trims} in), plus 0.125" bleed if it prints to the edge.`;
    },
  },
  {
    rule: 'No bookmarks',
    source: KDP_MANUSCRIPT,
    check: (files) => {
      const { outlineEntries } = interior(files);
      return outlineEntries === 0
        ? null
        : `Remove the ${outlineEntries} bookmarks: use the print interior, not the ebook PDF.`;
    },
  },
  {
    rule: 'No annotations or links',
    source: KDP_MANUSCRIPT,
    check: (files) => {
      const { annotations } = interior(files);
      return annotations.length === 0
        ? null
        : `Remove the ${annotations.length} annotations (${[...new Set(annotations)].join(', ')}): use the print interior, not the ebook PDF.`;
    },
  },
  {
    rule: 'Every font embedded',
    source: KDP_MANUSCRIPT,
    check: (files) => {
      const missing = interior(files).fonts.filter(({ embedded }) => !embedded);
      return missing.length === 0 ? null : `Embed ${missing.map(({ name }) => name).join(', ')}.`;
    },
  },
  {
    rule: 'Margins: the gutter by page count, and at least 0.25" outside, top and bottom (0.375" with bleed)',
    source: KDP_MANUSCRIPT,
    check: (files) => {
      const { margins, pageCount, trim } = interior(files);
      const gutter = gutterFor(pageCount);
      const outer = leastOuterMargin(trim?.bleed ?? false);
      // Half a point of slack: a word box measured to the edge of its glyphs' bounds.
      const slack = 0.5 / PT;
      for (const page of margins) {
        if (page.inside + slack < gutter)
          return `Page ${page.page}: text comes ${inches(page.inside)} from the binding; KDP asks at least ${inches(gutter)} for ${pageCount} pages. Widen the inside margin.`;
        for (const side of ['outside', 'top', 'bottom'] as const)
          if (page[side] + slack < outer)
            return `Page ${page.page}: text comes ${inches(page[side])} from the ${side} edge; KDP asks at least ${inches(outer)}. Widen that margin.`;
      }
      return null;
    },
  },
  {
    rule: `Wrap cover as wide as back, spine and front with bleed, within ${WRAP_COVER_TOLERANCE}"`,
    source: KDP_COVER,
    check: (files) => {
      const cover = files.wrapCover();
      const { trim, pageCount } = interior(files);
      const paper = files.files.wrapCover?.paper;
      if (!cover || !paper) return 'Make the full-wrap cover for the print edition.';
      if (!trim) return 'Set the interior to a KDP trim first; the cover is sized from it.';
      const expected = wrapCoverSize(trim, pageCount, paper);
      const [page] = cover.pageSizes;
      const actual = { width: (page?.width ?? 0) / PT, height: (page?.height ?? 0) / PT };
      const off =
        Math.abs(actual.width - expected.width) > WRAP_COVER_TOLERANCE ||
        Math.abs(actual.height - expected.height) > WRAP_COVER_TOLERANCE;
      return off
        ? `The cover is ${inches(actual.width)} × ${inches(actual.height)}; ${pageCount} pages on ${paper} paper need ${inches(expected.width)} × ${inches(expected.height)}. Make the cover again for this page count.`
        : null;
    },
  },
  {
    rule: `Spine text only from ${SPINE_TEXT_MIN_PAGES} pages, ${SPINE_FOLD_CLEARANCE}" clear of each fold`,
    source: KDP_COVER,
    check: (files) => {
      const { trim, pageCount } = interior(files);
      const paper = files.files.wrapCover?.paper;
      // Without a cover sized for a trim, the rule above says what to change.
      if (!trim || !paper) return null;
      const fold = (BLEED_INCHES + trim.width) * PT;
      const spine = { left: fold, right: fold + spineWidth(pageCount, paper) * PT };
      const onSpine = files.wrapCoverWords().filter(({ xMin, xMax }) => {
        const middle = (xMin + xMax) / 2;
        return middle > spine.left && middle < spine.right;
      });
      if (onSpine.length === 0) return null;
      const text = onSpine.map(({ text: word }) => word).join(' ');
      if (pageCount < SPINE_TEXT_MIN_PAGES)
        return `The spine carries "${text}", but KDP allows spine text only from ${SPINE_TEXT_MIN_PAGES} pages and this book has ${pageCount}. Leave the spine blank.`;
      const clearance = SPINE_FOLD_CLEARANCE * PT - 0.5;
      const close = onSpine.find(({ xMin, xMax }) => xMin < spine.left + clearance || xMax > spine.right - clearance);
      return close
        ? `The spine's "${close.text}" comes within ${SPINE_FOLD_CLEARANCE}" of a fold. Set the spine text smaller.`
        : null;
    },
  },
];

/**
 * Each destination's rules, from the stores' published guidelines (the figures are also in /docs and the shared
 * notes); a store changes its rules here, in one table.
 */
export const DESTINATIONS: Destination[] = [
  {
    id: 'kdp-ebook',
    name: 'Amazon KDP eBook',
    rules: [realText, coverAgrees, epubValid, coverImage(KDP_EBOOK_COVER, 1000)],
  },
  {
    id: 'kdp-paperback',
    name: 'Amazon KDP Paperback',
    needs: (files) => files.files.printInterior !== undefined,
    rules: [realText, coverAgrees, ...paperbackRules],
  },
  ...(
    [
      ['apple-books', 'Apple Books', 'Apple Books Asset Guide (EPUB 3, cover at least 1400 px)', 1400],
      ['kobo', 'Kobo Writing Life', 'Kobo Writing Life: "Content Guidelines" (EPUB 3, cover)', 1000],
      ['google-play', 'Google Play Books', 'Google Play Books Partner Center: "Content requirements"', 1000],
    ] as const
  ).map(([id, name, source, shortSide]) => ({
    id,
    name,
    rules: [
      realText,
      coverAgrees,
      epubValid,
      epub3(source),
      accessibilityMetadata(source),
      coverImage(source, shortSide),
    ],
  })),
  {
    id: 'gumroad',
    name: 'Gumroad',
    rules: [realText, coverAgrees, fileSize(16 * GB, '16 GB', 'Gumroad help: the largest single file is 16 GB')],
  },
  {
    id: 'payhip',
    name: 'Payhip',
    rules: [realText, coverAgrees, fileSize(5 * GB, '5 GB', 'Payhip help: maximum file size per product file')],
  },
  {
    id: 'etsy',
    name: 'Etsy',
    rules: [
      realText,
      coverAgrees,
      fileSize(20 * MB, '20 MB', 'Etsy help: "How to Sell Digital Items" (up to 5 files, 20 MB each)'),
    ],
  },
];
