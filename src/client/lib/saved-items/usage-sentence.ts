import { countLabel } from '@/lib/count-label';

/** How many projects a usage sentence names before it says 'and N more'. */
const NAMED_PROJECTS = 3;

/**
 * 'Used by 2 projects: A, B; their files will need to be generated again.' for the projects that use a saved
 * item, newest first; null when none does.
 */
export function usageSentence(projects: { title: string }[]): string | null {
  if (projects.length === 0) return null;
  const named = projects.slice(0, NAMED_PROJECTS).map((project) => project.title);
  const others = projects.length - named.length;
  const names = others > 0 ? `${named.join(', ')} and ${others} more` : named.join(', ');
  const files = projects.length === 1 ? 'its files' : 'their files';
  return `Used by ${countLabel(projects.length, 'project')}: ${names}; ${files} will need to be generated again.`;
}
