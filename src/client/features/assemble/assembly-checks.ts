/** What the user has picked on the assemble page. */
export interface Assembly {
  projectName: string;
  titleId: string | null;
  contentIds: string[];
  coverId: string | null;
}

/** Save as Draft or Generate PDF: they differ only in the message for a missing title. */
export type AssemblyAction = 'draft' | 'pdf';

/**
 * The first check of docs/product-rules.md R28 the assembly fails, in the rule's order, or null when it may be saved.
 */
export function firstAssemblyProblem(assembly: Assembly, action: AssemblyAction): string | null {
  if (!assembly.projectName.trim()) return 'Please enter a project name';
  if (!assembly.titleId) return action === 'pdf' ? 'Please generate a title first' : 'Please select a title';
  if (assembly.contentIds.length === 0) return 'Please select at least one content section';
  if (!assembly.coverId) return 'Please select a cover image';
  return null;
}
