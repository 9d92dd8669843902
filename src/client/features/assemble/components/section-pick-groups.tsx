import { Badge } from '@/components/ui/badge';
import type { ContentSummary } from '@shared/schemas/content';
import type { SectionGroup } from '../section-groups';
import type { PickGroup } from './pick-list';

/** The Content tab's groups as the pick list shows them: each under its title, or under 'Without a title'. */
export function sectionPickGroups(groups: SectionGroup<ContentSummary>[]): PickGroup<ContentSummary>[] {
  return groups.map(({ titleId, titleText, chosen, sections }) => ({
    key: titleId ?? 'without-title',
    label: titleText === null ? 'Sections without a title' : `Sections of ${titleText}`,
    items: sections,
    heading: (
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold wrap-anywhere">{titleText ?? 'Without a title'}</h3>
        {chosen && <Badge variant="secondary">Chosen title</Badge>}
      </div>
    ),
  }));
}
