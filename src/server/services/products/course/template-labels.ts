/**
 * What the course kit's files say of a module whose text is still the built-in writer's template
 * (shared/template-text.ts), and of the course's overview and conclusion: their pages and SCORM pages, and a module's
 * scripts and slide deck's notes, so nothing drafted reaches a learner or a recording unmarked
 * (docs/decisions/0038-honest-offline-drafts.md).
 */
export const TEMPLATE_PAGE_LINE =
  'Template text from the built-in writer: replace it with your own before you publish this page.';
export const TEMPLATE_SCRIPTS_LINE =
  'Template scripts from the built-in writer: write your own before you record these videos.';
