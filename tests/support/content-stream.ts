import { contentStreamEvent, type ContentStreamEvent } from '../../src/shared/schemas/content.js';

/**
 * A generate-content answer (a fetch response, or a browser page's) read to its end, as a reader would: its events,
 * and the text they carried.
 */
export async function readContentStream(
  res: Pick<Response, 'text'>,
): Promise<{ events: ContentStreamEvent[]; text: string }> {
  const events = (await res.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => contentStreamEvent.parse(JSON.parse(line)));
  return { events, text: events.map((event) => (event.type === 'text' ? event.text : '')).join('') };
}
