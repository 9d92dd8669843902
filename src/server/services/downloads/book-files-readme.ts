import { BLEED_INCHES } from '../../../shared/kdp-paperback.js';
import { trimLabel, type PrintPaper, type PrintSettings } from '../../../shared/schemas/print-edition.js';

/** The file names of a book's files for sale, by format. */
export interface BookFileNames {
  pdf: string;
  docx: string;
  epub: string;
  /** The ebook-shape cover, when the cover has a design to draw it from. */
  'ebook-cover'?: string;
  /** The fillable PDF of a workbook or course, when its files have one. */
  fillable?: string;
  /** The answer key and teacher's edition of a workbook or course, when its exercises have model answers. */
  'answer-key'?: string;
  'teachers-edition'?: string;
  /** The license file, when the product is sold with a license (docs/decisions/0079-plr-license.md). */
  license?: string;
  /** The editable sources, when the license lets buyers edit the product. */
  sources?: string;
  /** The print edition's files, when it is made. */
  print?: string;
  'wrap-cover'?: string;
}

/** The settings print files are made for, as KDP's paperback setup asks them. */
type PrintSetup = Pick<PrintSettings, 'trim' | 'paper' | 'bleed'>;

/**
 * What the README says besides the book's files: the listing's files, the settings the print files were made for, and
 * a course's kit, each file with where it goes.
 */
interface BesideTheFiles {
  listing: { markdown: string; json: string } | null;
  printedFor: PrintSetup | null;
  /** A course's kit files: its book's files are then its workbook (products/course/course-workbook.ts). */
  courseKit: readonly { name: string; where: string }[] | null;
  /** A template pack's ZIP of its templates: its book's files are then the pack's guide. */
  templatePack: { name: string } | null;
  /** The course's modules whose text is still the built-in writer's template ('Module 2: Shop Once'). */
  templateModules: readonly string[];
  /** Whether the license lets buyers sell the product on: the same text then reaches many sellers. */
  resold: boolean;
}

/** A paper as KDP's paperback setup and cover calculator name it. */
const PAPERS: Record<PrintPaper, string> = { white: 'white paper', cream: 'cream paper', colour: 'colour paper' };

/** The print settings in a creator's words: 'a 6×9 in trim on cream paper, without bleed'. */
const printSetup = ({ trim, paper, bleed }: PrintSetup) =>
  `a ${trimLabel(trim)} trim on ${PAPERS[paper]}, ${bleed ? `with ${BLEED_INCHES}" bleed` : 'without bleed'}`;

/**
 * README.txt of the download of everything: which file goes to which store (a course's PDF as its workbook, a template
 * pack's templates first), the trim,
 * paper and bleed of the print files when they are made, and the listing's files when it has them.
 */
export function bookFilesReadme(
  title: string,
  names: BookFileNames,
  { listing, printedFor, courseKit, templatePack, templateModules, resold }: BesideTheFiles,
): string {
  return [
    `${title}: the files of the ${courseKit ? 'course' : templatePack ? 'template pack' : 'book'}, and where each goes`,
    '',
    ...(templatePack
      ? [
          templatePack.name,
          '  The templates themselves, each as its file (a spreadsheet that calculates, a printable page, a document to',
          "  fill in or a Notion page), with a README telling the buyer how to open and fill them in. Etsy, Gumroad, Payhip and Shopify: upload it as the product's file. The PDF, EPUB and",
          "  DOCX below are the pack's guide: add the PDF beside it.",
          '',
        ]
      : []),
    ...(templateModules.length > 0
      ? [
          `Draft: the text of ${templateModules.join(', ')} is still the built-in writer's template. Its lesson pages,`,
          '  SCORM lessons, scripts and workbook pages say so; replace it with your own before you publish the course.',
          '',
        ]
      : []),
    names.epub,
    ...(courseKit
      ? [
          '  The course workbook as an ebook: add it to the course beside the PDF, for learners on e-readers and phones.',
          '  Amazon KDP (Kindle eBook), Apple Books, Kobo Writing Life and Google Play Books take it too, to sell the',
          '  workbook on its own.',
        ]
      : [
          '  Amazon KDP (Kindle eBook), Apple Books, Kobo Writing Life and Google Play Books: upload it as the book.',
          '  Gumroad, Payhip and Etsy: add it as a download beside the PDF, for readers on e-readers and phones.',
        ]),
    '',
    names.pdf,
    ...(courseKit
      ? [
          '  The course workbook: each module’s lessons and a worksheet to fill in after it.',
          '  Kajabi, Teachable, Thinkific, Podia and LearnWorlds: add it to the course as a download for learners.',
        ]
      : []),
    '  Gumroad, Payhip and Etsy: the file buyers download.',
    '  Not for a KDP paperback: this PDF opens with its cover and carries bookmarks and links, which KDP refuses',
    '  in a print interior.',
    '',
    ...(names.fillable
      ? [
          names.fillable,
          '  The same pages with a form field wherever a buyer writes or ticks: sell it beside the PDF above, for',
          '  buyers who type their answers and save them (Adobe Acrobat Reader, Preview, Edge, Chrome, tablet PDF apps).',
          '  Etsy, Gumroad and Payhip: add it as a second download. Not for print: KDP refuses form fields.',
          '',
        ]
      : []),
    ...(names['answer-key'] && names['teachers-edition']
      ? [
          names['answer-key'],
          '  The model answers to the exercises, chapter by chapter: sell or give it beside the PDF, to buyers who',
          '  check their own work. Etsy, Gumroad and Payhip: add it as a download, or keep it for a bundle.',
          '',
          names['teachers-edition'],
          '  The whole book with the answer key at the back: for teachers, coaches and group leaders, or a',
          '  higher-priced tier. The buyer’s PDF, DOCX and EPUB above leave the answers out.',
          '',
        ]
      : []),
    ...(names.license
      ? [
          names.license,
          '  The license the product is sold with, every right YES or NO: put it in the download each buyer gets,',
          '  beside the files. PLR and resell-rights buyers look for it; every copyright page points to it.',
          ...(resold
            ? [
                '  Its buyers may sell it on, so the same text reaches many sellers: Amazon KDP may refuse it as content',
                '  its publisher does not hold alone. Sell it on Gumroad, Payhip, Etsy, your own shop or a PLR store.',
              ]
            : []),
          '',
          ...(names.sources
            ? [
                names.sources,
                '  The editable sources its buyers make it their own from: the DOCX, each section as Markdown and the',
                '  cover with its art and design, with a README. Put it in the download beside the license file.',
                '',
              ]
            : []),
        ]
      : []),
    names.docx,
    '  To edit the text in a word processor. Amazon KDP also takes it for a Kindle eBook.',
    '',
    ...(names['ebook-cover']
      ? [
          names['ebook-cover'],
          '  Amazon KDP (Kindle eBook): upload it as the eBook cover, 1600 × 2560 pixels. Apple Books, Kobo Writing Life',
          '  and Google Play Books: the cover image where their forms ask for one. The EPUB carries the same picture.',
          '',
        ]
      : []),
    ...(names.print && names['wrap-cover'] && printedFor
      ? [
          names.print,
          '  Amazon KDP (Paperback): upload it as the manuscript, the print interior.',
          '',
          names['wrap-cover'],
          '  Amazon KDP (Paperback): upload it as the cover, one print-ready PDF of back, spine and front.',
          '',
          `The two print files were made for ${printSetup(printedFor)}. Choose the same trim size, paper and`,
          "bleed in KDP's paperback setup: files made for another trim or paper do not fit it.",
          '',
        ]
      : []),
    ...(courseKit && courseKit.length > 0
      ? [
          "The course's kit, made from its plan when this ZIP was downloaded:",
          '',
          ...courseKit.flatMap(({ name, where }) => [name, `  ${where}`, '']),
        ]
      : []),
    ...(listing
      ? [
          listing.markdown,
          "  The listing, to copy into each store's form: the description, keywords and categories for Amazon KDP,",
          '  the title and tags for Etsy, the summary for Gumroad and Payhip. Fields headed Draft were drafted by the',
          '  built-in writer: rewrite them before a store sees them.',
          '',
          listing.json,
          '  The same listing as data: each field (the description in the markup KDP accepts) and who wrote it.',
          '',
        ]
      : []),
    'The project page shows the publish check: each store above, and what to change before uploading when a',
    "file does not meet that store's rules.",
    '',
  ].join('\r\n');
}
