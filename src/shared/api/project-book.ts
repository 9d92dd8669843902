import { bookRunResponse, bookRunStarted, bookView, resumeBookInput, startBookInput } from '../schemas/book-run.js';
import { endpoint } from './endpoint.js';

/** A project's book written part by part in one background run (docs/decisions/0029-book-runs.md). */
export const projectBookApi = {
  read: endpoint({
    method: 'GET',
    path: '/api/projects/:id/book',
    failure: 'Failed to load the book',
    summary: 'The parts of the book, its latest run, and the estimate for writing what is left',
    responses: { 200: { json: bookView } },
  }),
  start: endpoint({
    method: 'POST',
    path: '/api/projects/:id/book',
    failure: 'Failed to start writing the book',
    summary: "Starts writing every part not yet written (202); the user's run already under way answers 200",
    body: startBookInput,
    responses: { 202: { json: bookRunStarted }, 200: { json: bookRunStarted } },
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/projects/:id/book/resume',
    failure: 'Failed to resume writing the book',
    summary: 'Goes on with a paused run, with a new budget when one is given',
    body: resumeBookInput,
    responses: { 200: { json: bookRunResponse } },
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/projects/:id/book/cancel',
    failure: 'Failed to cancel writing the book',
    summary: 'Stops a run after the part being written, or a paused one at once',
    responses: { 200: { json: bookRunResponse } },
  }),
  rewritePart: endpoint({
    method: 'POST',
    path: '/api/projects/:id/book/parts/:key/rewrite',
    failure: 'Failed to start the rewrite',
    summary: "Writes one part again (202), keeping its text before; the user's run already under way answers 200",
    responses: { 202: { json: bookRunStarted }, 200: { json: bookRunStarted } },
  }),
  restorePart: endpoint({
    method: 'POST',
    path: '/api/projects/:id/book/parts/:key/restore',
    failure: 'Failed to restore the part',
    summary: "Brings back a part's text from before its rewrite",
    responses: { 200: { json: bookView } },
  }),
};
