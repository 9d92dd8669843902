import { generateContentInput } from '../../src/shared/schemas/content.js';
import { pdfInfo } from '../../tests/support/document-tools.js';
import { writeOffline } from '../book-run.js';
import { call, type BenchUser } from '../seed.js';
import type { HeavyKind } from './heavy-kind.js';
import { renderAgainAndAgain } from './render-again.js';
import { saveProject, type Section } from './save-project.js';

/** Sections of the long book, each three of the offline writer's sections in one: about 110,000 words, ~300 pages. */
const BOOK_SECTIONS = 50;
const WRITES_PER_SECTION = 3;

/** The long book's sections, written by the offline writer (once: every renderer's book is the same). */
let written: Promise<Section[]> | undefined;
const longBookSections = () => (written ??= writeLongBook());

async function writeLongBook(): Promise<Section[]> {
  const sections: Section[] = [];
  for (let section = 1; section <= BOOK_SECTIONS; section++) {
    const parts: string[] = [];
    for (let part = 1; part <= WRITES_PER_SECTION; part++) {
      parts.push(
        await writeOffline(
          generateContentInput.parse({
            title: 'The Home Baker',
            sectionName: `Chapter ${section}.${part}: Bread for Every Day`,
            outline: '- Flour and water\n- Time and warmth\n- Shaping and baking',
            contentType: 'educational',
          }),
        ),
      );
    }
    sections.push({ sectionName: `Chapter ${section}: Bread for Every Day`, content: parts.join('\n\n') });
  }
  return sections;
}

/** The pages of the project's PDF as made last, if one was made. */
async function pdfPages(baseUrl: string, user: BenchUser, route: string) {
  const pdf = await call(baseUrl, user, 'GET', `${route}/documents/pdf`);
  return pdf.ok ? pdfInfo(new Uint8Array(await pdf.arrayBuffer())).pageCount : undefined;
}

/** An account making a ~300-page book's PDF, DOCX and EPUB again and again. */
export const longBookRenderer: HeavyKind = {
  does: "making a long book's files again and again",
  async prepare(seedingUrl, user, label) {
    const sections = await longBookSections();
    const words = sections.reduce((sum, section) => sum + section.content.split(/\s+/).length, 0);
    const route = await saveProject(seedingUrl, user, 'The Home Baker', sections);
    return (baseUrl) => {
      const stop = renderAgainAndAgain(baseUrl, user, route);
      return async () => {
        const times = await stop();
        const pages = await pdfPages(baseUrl, user, route);
        return `${label}: a book of ${words.toLocaleString('en-US')} words in ${BOOK_SECTIONS} sections (${pages ?? '?'} pages of PDF), its files made (start to end) ${times}`;
      };
    };
  },
};
