import { strFromU8, unzipSync } from 'fflate';

/** The text of each paragraph (a:p) of a DrawingML part, its runs joined. */
const paragraphsOf = (xml: string) =>
  [...xml.matchAll(/<a:p>([\s\S]*?)<\/a:p>/g)]
    .map((paragraph) => [...paragraph[1]!.matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((run) => decode(run[1]!)).join(''))
    .filter((text) => text !== '');

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** A PPTX's slides in order: each one's texts, and its speaker notes' texts (the slide number's field left out). */
export function readPptx(bytes: Uint8Array): { texts: string[]; notes: string[] }[] {
  const files = unzipSync(bytes);
  const numbered = (prefix: string) =>
    Object.keys(files)
      .flatMap((name) => {
        const match = new RegExp(`^${prefix}(\\d+)\\.xml$`).exec(name);
        return match ? [{ name, number: Number(match[1]) }] : [];
      })
      .sort((a, b) => a.number - b.number);
  const notes = new Map(
    numbered('ppt/notesSlides/notesSlide').map(({ name, number }) => [number, strFromU8(files[name]!)]),
  );
  return numbered('ppt/slides/slide').map(({ name, number }) => ({
    texts: paragraphsOf(strFromU8(files[name]!)),
    notes: paragraphsOf(notes.get(number) ?? '').filter((text) => !/^\d+$/.test(text)),
  }));
}
