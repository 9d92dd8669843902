import { readFileSync } from 'node:fs';
import * as mupdf from 'mupdf';
import { fontFile } from '../book-fonts.js';
import type { FillSpot } from './fill-spots.js';

/** The name the body face goes by in the form's resources, and how typed text is set: 10 pt, in the book's ink. */
const TYPED_FONT = 'SourceSerif4';
const TYPED = `/${TYPED_FONT} 10 Tf 0.122 0.165 0.267 rg`;
/** A check box's tick as readers that draw it themselves set it: ZapfDingbats' check mark, sized to the box. */
const TICK_FONT = 'ZaDb';
const TICK = `/${TICK_FONT} 0 Tf 0.122 0.165 0.267 rg`;
/** Field flags (PDF 32000-1, 12.7.4.3): a text field that takes several lines. */
const MULTILINE = 1 << 12;
/** Annotation flags: printed with the page. */
const PRINT = 4;

/**
 * The ebook PDF made fillable (docs/decisions/0076-fillable-pdf.md): a form field on each spot its layout marked
 * (fill-spots.ts), in reading order, over what the page draws there and adding nothing to what it shows — a check
 * box on each tick box, a text field on each answer line, a multi-line one in each table cell to write in. The fields
 * are appended to the PDF as an incremental update (MuPDF), so the pages Typst wrote are kept byte for byte and the
 * work is the fields', not the book's. The body face is embedded whole for what a buyer types, so every character
 * shows in every reader; each field starts empty, as the book shows it, and a reset empties it again.
 */
export function fillablePdf(pdf: Uint8Array, spots: readonly FillSpot[]): Uint8Array {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf').asPDF();
  if (!doc) throw new Error('The fillable PDF is made from a PDF');
  try {
    const form = formOf(doc);
    const pages = new Map<number, mupdf.PDFObject>();
    const ticks = new Map<number, mupdf.PDFObject>();
    for (const spot of spots) {
      const page = pages.get(spot.page) ?? doc.findPage(spot.page - 1);
      pages.set(spot.page, page);
      const field = doc.newDictionary();
      field.put('Type', doc.newName('Annot'));
      field.put('Subtype', doc.newName('Widget'));
      field.put('F', doc.newInteger(PRINT));
      field.put('T', doc.newString(spot.name));
      field.put('P', page);
      field.put('Rect', rectOn(doc, page, spot));
      if (spot.kind === 'check') {
        for (const key of ['V', 'DV', 'AS']) field.put(key, doc.newName('Off'));
        field.put('FT', doc.newName('Btn'));
        field.put('DA', doc.newString(TICK));
        const caption = doc.newDictionary();
        caption.put('CA', doc.newString('4'));
        field.put('MK', caption);
        field.put('AP', tickAppearance(doc, ticks, spot));
      } else {
        field.put('FT', doc.newName('Tx'));
        field.put('DA', doc.newString(TYPED));
        if (spot.kind === 'cell') field.put('Ff', doc.newInteger(MULTILINE));
        const normal = doc.newDictionary();
        normal.put('N', appearanceStream(doc, spot, '/Tx BMC EMC'));
        field.put('AP', normal);
      }
      const ref = doc.addObject(field);
      form.push(ref);
      const annots = page.get('Annots');
      if (annots.isArray()) annots.push(ref);
      else {
        const list = doc.newArray();
        list.push(ref);
        page.put('Annots', list);
      }
    }
    return doc.saveToBuffer('incremental').asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}

/**
 * The document's form, made: its fields' list, and the resources their text is set in — the body face embedded
 * whole, and ZapfDingbats for the ticks — with NeedAppearances, so a reader draws what is typed in that face.
 */
function formOf(doc: mupdf.PDFDocument): mupdf.PDFObject {
  const fonts = doc.newDictionary();
  fonts.put(TYPED_FONT, doc.addSimpleFont(new mupdf.Font(TYPED_FONT, readFileSync(fontFile('body'))), 'Latin'));
  const dingbats = doc.newDictionary();
  dingbats.put('Type', doc.newName('Font'));
  dingbats.put('Subtype', doc.newName('Type1'));
  dingbats.put('BaseFont', doc.newName('ZapfDingbats'));
  fonts.put(TICK_FONT, doc.addObject(dingbats));
  const resources = doc.newDictionary();
  resources.put('Font', fonts);
  const fields = doc.newArray();
  const form = doc.newDictionary();
  form.put('Fields', fields);
  form.put('DR', resources);
  form.put('DA', doc.newString(TYPED));
  form.put('NeedAppearances', doc.newBoolean(true));
  doc.getTrailer().get('Root').put('AcroForm', doc.addObject(form));
  return fields;
}

/** A spot's box in its page's own coordinates: PDF measures up from the media box's bottom, Typst down from its top. */
function rectOn(doc: mupdf.PDFDocument, page: mupdf.PDFObject, spot: FillSpot): mupdf.PDFObject {
  const media = page.getInheritable('MediaBox');
  const [left, top] = [media.get(0).asNumber(), media.get(3).asNumber()];
  const rect = doc.newArray();
  for (const value of [left + spot.x, top - spot.y - spot.height, left + spot.x + spot.width, top - spot.y])
    rect.push(doc.newReal(value));
  return rect;
}

/** A form XObject the size of the spot, drawing `content`. */
function appearanceStream(doc: mupdf.PDFDocument, spot: FillSpot, content: string): mupdf.PDFObject {
  const form = doc.newDictionary();
  form.put('Type', doc.newName('XObject'));
  form.put('Subtype', doc.newName('Form'));
  const box = doc.newArray();
  for (const value of [0, 0, spot.width, spot.height]) box.push(doc.newReal(value));
  form.put('BBox', box);
  return doc.addStream(content, form);
}

/**
 * A check box's appearances: ticked, a check mark stroked in the book's ink over the box the page draws; not ticked,
 * nothing over it. One pair for each size of box.
 */
function tickAppearance(doc: mupdf.PDFDocument, made: Map<number, mupdf.PDFObject>, spot: FillSpot) {
  const side = Math.round(spot.width * 100) / 100;
  const known = made.get(side);
  if (known) return known;
  const at = (x: number, y: number) => `${(x * side).toFixed(2)} ${(y * side).toFixed(2)}`;
  const tick = `q 0.122 0.165 0.267 RG ${(side / 8).toFixed(2)} w 1 J 1 j ${at(0.22, 0.52)} m ${at(0.42, 0.28)} l ${at(0.8, 0.8)} l S Q`;
  const states = doc.newDictionary();
  states.put('Yes', appearanceStream(doc, spot, tick));
  states.put('Off', appearanceStream(doc, spot, ''));
  const appearance = doc.newDictionary();
  appearance.put('N', states);
  made.set(side, appearance);
  return appearance;
}
