import {
  BorderStyle,
  BuilderElement,
  FileChild,
  ParagraphProperties,
  StringValueElement,
  TextRun,
  type XmlComponent,
} from 'docx';

/** What a field takes: text typed in, or a date picked from Word's calendar (written as 2026-03-31). */
export type FillInKind = 'text' | 'date';

/** The line a field is written on, printed as it is for a buyer who fills the form in by hand. */
const WRITE_ON = { style: BorderStyle.SINGLE, size: 6, color: '9CA3AF', space: 4 };
const GREY = '6B7280';

const element = (name: string, children: readonly XmlComponent[] = []) => new BuilderElement({ name, children });
const value = (name: string, text: string) => new StringValueElement(name, text);

/** What sets a date field's picker: the date as 2026-03-31, in English, kept as a date. */
const datePicker = () =>
  element('w:date', [
    value('w:dateFormat', 'yyyy-MM-dd'),
    value('w:lid', 'en-US'),
    value('w:storeMappedDataAs', 'dateTime'),
    value('w:calendar', 'gregorian'),
  ]);

/**
 * A field of a form to fill in: a paragraph ruled underneath, so it prints as a line to write on, holding Word's content
 * control (an inline `w:sdt`: ECMA-376 Part 1, 17.5.2) named for its column, its prompt ("e.g. 25") the placeholder
 * Word shows in grey and replaces with the first key typed; a date's, a date picker. A text field is a rich text
 * control, not a plain text one, and inline, not around the paragraph: LibreOffice sets either of those in black,
 * which would print an example as if it were filled in. The `docx` library writes content controls only as check boxes
 * and tables of contents, so this one is built from its elements, a paragraph of the document as its own are.
 */
export class FillInField extends FileChild {
  constructor({ name, tag, kind, prompt }: { name: string; tag: string; kind: FillInKind; prompt: string }) {
    super('w:p');
    this.root.push(
      new ParagraphProperties({ border: { bottom: WRITE_ON }, spacing: { before: 120, after: 240 } }),
      element('w:sdt', [
        element('w:sdtPr', [
          value('w:alias', name),
          value('w:tag', tag),
          element('w:showingPlcHdr'),
          ...(kind === 'date' ? [datePicker()] : []),
        ]),
        element('w:sdtContent', [new TextRun({ text: prompt, italics: true, color: GREY, size: 18 })]),
      ]),
    );
  }
}
