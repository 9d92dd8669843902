import { serveOnThread } from '../../threads/serve-on-thread.js';
import { writeEdition, type EditionTask } from '../products/product-editions.js';

/** A thread of write-edition-on-thread.ts's pool: writes each edition's file it is sent and answers its bytes. */
serveOnThread((task: EditionTask) => writeEdition(task));
