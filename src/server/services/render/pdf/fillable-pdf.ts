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
/** Field flags (PDF 32000-1, 12.7.4.2 and 12.7.4.3): a button group its reader picks one of; a text field of lines. */
const RADIO = 1 << 15;
const MULTILINE = 1 << 12;
/** Annotation flags: printed with the page. */
const PRINT = 4;

/**
 * The ebook PDF made fillable (docs/decisions/0076-fillable-pdf.md): a form field on each spot its layout marked
 * (fill-spots.ts), in reading order, over what the page draws there and adding nothing to what it shows — a check
 * box on each box to tick, a radio group on each question's choices, a text field on each answer line, a multi-line
 * one in each table cell to write in. The fields are appended to the PDF as an incremental update (MuPDF), so the
 * pages Typst wrote are kept byte for byte and the work is the fields', not the book's. The body face is embedded
 * whole, as a simple TrueType font, for what a buyer types: Latin text shows in it in every reader, other scripts in
 * the reader's own font. Each field starts empty, as the book shows it, and a reset empties it again.
 */
export function fillablePdf(pdf: Uint8Array, spots: readonly FillSpot[]): Uint8Array {
  const doc = mupdf.Document.openDocument(pdf, 'application/pdf').asPDF();
  if (!doc) throw new Error('The fillable PDF is made from a PDF');
  try {
    const form = formOf(doc);
    const pages = new Map<number, mupdf.PDFObject>();
    const ticks = new Map<string, mupdf.PDFObject>();
    const questions = new Map<string, { parent: mupdf.PDFObject; kids: mupdf.PDFObject }>();
    for (const spot of spots) {
      const page = pages.get(spot.page) ?? doc.findPage(spot.page - 1);
      pages.set(spot.page, page);
      const widget = doc.newDictionary();
      widget.put('Type', doc.newName('Annot'));
      widget.put('Subtype', doc.newName('Widget'));
      widget.put('F', doc.newInteger(PRINT));
      widget.put('P', page);
      widget.put('Rect', rectOn(doc, page, spot));
      if (spot.kind === 'choice') {
        // One field for the question, a widget for each of its choices, which the reader ticks one of.
        let question = questions.get(spot.name);
        if (!question) {
          const parent = buttonField(doc, doc.newDictionary(), spot.name, RADIO);
          question = { parent: doc.addObject(parent), kids: doc.newArray() };
          parent.put('Kids', question.kids);
          questions.set(spot.name, question);
          form.push(question.parent);
        }
        widget.put('Parent', question.parent);
        widget.put('AS', doc.newName('Off'));
        widget.put('MK', captionOf(doc, 'l'));
        widget.put('AP', tickAppearance(doc, ticks, spot, String(spot.option)));
        const ref = doc.addObject(widget);
        question.kids.push(ref);
        addToPage(doc, page, ref);
        continue;
      }
      if (spot.kind === 'check') {
        buttonField(doc, widget, spot.name, 0);
        widget.put('AS', doc.newName('Off'));
        widget.put('MK', captionOf(doc, '4'));
        widget.put('AP', tickAppearance(doc, ticks, spot, 'Yes'));
      } else {
        widget.put('T', doc.newString(spot.name));
        widget.put('FT', doc.newName('Tx'));
        widget.put('DA', doc.newString(TYPED));
        if (spot.kind === 'cell') widget.put('Ff', doc.newInteger(MULTILINE));
        const normal = doc.newDictionary();
        normal.put('N', appearanceStream(doc, spot, '/Tx BMC EMC'));
        widget.put('AP', normal);
      }
      const ref = doc.addObject(widget);
      form.push(ref);
      addToPage(doc, page, ref);
    }
    return doc.saveToBuffer('incremental').asUint8Array().slice();
  } finally {
    doc.destroy();
  }
}

/** `field` made a button field named `name`, with `flags` (a radio group's, or none: a check box), starting off. */
function buttonField(doc: mupdf.PDFDocument, field: mupdf.PDFObject, name: string, flags: number) {
  field.put('T', doc.newString(name));
  field.put('FT', doc.newName('Btn'));
  if (flags) field.put('Ff', doc.newInteger(flags));
  field.put('V', doc.newName('Off'));
  field.put('DV', doc.newName('Off'));
  field.put('DA', doc.newString(TICK));
  return field;
}

/** What a reader that draws a button itself draws when it is on: a ZapfDingbats character ('4' a tick, 'l' a dot). */
function captionOf(doc: mupdf.PDFDocument, character: string) {
  const caption = doc.newDictionary();
  caption.put('CA', doc.newString(character));
  return caption;
}

/** `ref` among the page's annotations, in the order they are added: the fields' reading order. */
function addToPage(doc: mupdf.PDFDocument, page: mupdf.PDFObject, ref: mupdf.PDFObject) {
  const annots = page.get('Annots');
  if (annots.isArray()) annots.push(ref);
  else {
    const list = doc.newArray();
    list.push(ref);
    page.put('Annots', list);
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
 * A box's appearances: on (`state`: 'Yes' for a check box, a choice's number in its question), a check mark
 * stroked in the book's ink over the box the page draws; off, nothing over it. One pair for each size and state.
 */
function tickAppearance(doc: mupdf.PDFDocument, made: Map<string, mupdf.PDFObject>, spot: FillSpot, state: string) {
  const side = Math.round(spot.width * 100) / 100;
  const key = `${side} ${state}`;
  const known = made.get(key);
  if (known) return known;
  const at = (x: number, y: number) => `${(x * side).toFixed(2)} ${(y * side).toFixed(2)}`;
  const tick = `q 0.122 0.165 0.267 RG ${(side / 8).toFixed(2)} w 1 J 1 j ${at(0.22, 0.52)} m ${at(0.42, 0.28)} l ${at(0.8, 0.8)} l S Q`;
  const states = doc.newDictionary();
  states.put(state, appearanceStream(doc, spot, tick));
  states.put('Off', appearanceStream(doc, spot, ''));
  const appearance = doc.newDictionary();
  appearance.put('N', states);
  made.set(key, appearance);
  return appearance;
}
