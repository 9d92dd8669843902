import { serveOnThread } from '../../threads/serve-on-thread.js';
import type { TemplateFileTask } from './pack-contents.js';
import { writeTemplateFile } from './write-template-files.js';

/** A thread of write-template-file-on-thread.ts's pool: writes each template file it is sent and answers its bytes. */
serveOnThread((task: TemplateFileTask) => writeTemplateFile(task));
