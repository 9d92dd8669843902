/**
 * What the course kit's files say of a module whose text is still the built-in writer's template
 * (shared/template-text.ts): its lesson pages and SCORM lessons, and its scripts and slide deck's notes, so nothing
 * drafted reaches a learner or a recording unmarked (docs/decisions/0038-honest-offline-drafts.md).
 */
export const TEMPLATE_LESSON_LINE =
  'Template text from the built-in writer: replace it with your own before you publish this lesson.';
export const TEMPLATE_SCRIPTS_LINE =
  'Template scripts from the built-in writer: write your own before you record these videos.';
