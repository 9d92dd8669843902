import * as mupdf from 'mupdf';

/** A word to set on a written page: its text and where its baseline starts, in points from the page's top left. */
export interface PlacedWord {
  text: string;
  x: number;
  y: number;
}

/**
 * A PDF written with MuPDF's writer: one page per entry, each `width` × `height` points with its words set in 10 pt
 * Times (embedded by the writer), and nothing else: no bookmarks, no annotations.
 */
export function writtenPdf(pages: { width: number; height: number; words: PlacedWord[] }[]): Uint8Array {
  const buffer = new mupdf.Buffer();
  const writer = new mupdf.DocumentWriter(buffer, 'pdf', '');
  const font = new mupdf.Font('Times-Roman');
  for (const { width, height, words } of pages) {
    const device = writer.beginPage([0, 0, width, height]);
    for (const word of words) {
      const text = new mupdf.Text();
      text.showString(font, [10, 0, 0, -10, word.x, word.y], word.text);
      device.fillText(text, mupdf.Matrix.identity, mupdf.ColorSpace.DeviceGray, [0], 1);
    }
    writer.endPage();
  }
  writer.close();
  // A copy: the buffer's own view lies on MuPDF's heap, which the next file read can grow and so detach.
  const bytes = buffer.asUint8Array().slice();
  buffer.destroy();
  return bytes;
}
