import { serveOnThread } from '../../threads/serve-on-thread.js';
import { COURSE_KIT_WRITERS } from './course-kit-files.js';
import type { KitFileReply, KitFileTask } from './write-kit-file-on-thread.js';

/** A thread of write-kit-file-on-thread.ts's pool: writes each file of a course kit it is sent and answers its bytes. */
serveOnThread(async ({ format, deckTheme, ...course }: KitFileTask): Promise<KitFileReply> => {
  try {
    const theme = async () => {
      if (!deckTheme) throw new Error(`The ${format} file was sent without the deck theme it is set in`);
      return deckTheme;
    };
    return { bytes: await COURSE_KIT_WRITERS[format].write({ ...course, deckTheme: theme }) };
  } catch (error) {
    return { failure: error instanceof Error ? error.message : String(error) };
  }
});
