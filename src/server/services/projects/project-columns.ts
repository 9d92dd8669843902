import type { UpdateProjectInput } from '../../../shared/schemas/project.js';

/**
 * A project's owner-set fields as its columns; a field left out stays undefined, which a write leaves alone. A new
 * name's search text is written beside it (project-search-text.ts).
 */
export const toProjectColumns = (input: UpdateProjectInput) => ({
  title: input.title,
  status: input.status,
  product_type: input.productType,
  niche_id: input.nicheId,
  product_idea_id: input.ideaId,
  title_id: input.titleId,
  cover_id: input.coverId,
  wizard_step: input.wizardStep,
  wizard_max_step: input.wizardMaxStep,
});
