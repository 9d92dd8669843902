/**
 * The book: its plan and the run that writes it, part by part. The one feature other features mount (the project page
 * and the Create wizard), so they import it only from here (lint checks it), and it imports no other feature.
 */
export { ProjectBook } from './project-book';
export { activeRunOf, useBook, useBookRunProgress } from './book-run';
export { bookPlanQueryOptions, retitleBook } from './book-plan';
export { OUT_OF_DATE } from './run/book-run-text';
