import { serveOnThread } from '../../threads/serve-on-thread.js';
import { COURSE_KIT_WRITERS } from './course-kit-files.js';
import type { KitFileTask } from './write-kit-file-on-thread.js';

/** A thread of write-kit-file-on-thread.ts's pool: writes each file of a course kit it is sent and answers its bytes. */
serveOnThread(({ format, deckTheme, ...course }: KitFileTask) => {
  const theme = async () => {
    if (!deckTheme) throw new Error(`The ${format} file was sent without the deck theme it is set in`);
    return deckTheme;
  };
  return COURSE_KIT_WRITERS[format].write({ ...course, deckTheme: theme });
});
