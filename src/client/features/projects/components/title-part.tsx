import { useQuery } from '@tanstack/react-query';
import { bookPlanQueryOptions } from '@/features/book';
import { joinTitle, splitTitle } from '@shared/title-parts';
import type { SavedTitle } from '@shared/schemas/title';
import { EmptyPart } from './part-card';

/**
 * The Title card's text: the chosen title, and the book's own title when a saved plan renamed it, so the card never
 * passes off a title the files no longer print.
 */
export function TitlePart({ projectId, productTitle }: { projectId: string; productTitle: SavedTitle | null }) {
  const plan = useQuery(bookPlanQueryOptions(projectId)).data;
  const chosen = productTitle ? splitTitle(productTitle.title) : null;
  const renamed =
    plan?.saved && (chosen?.main !== plan.plan.title || chosen.subtitle !== plan.plan.subtitle)
      ? joinTitle(plan.plan.title, plan.plan.subtitle)
      : null;
  return (
    <>
      {productTitle ? (
        <span className="text-lg font-semibold">{productTitle.title}</span>
      ) : (
        <EmptyPart text="No title yet. Click to generate one." />
      )}
      {renamed && (
        <span className="text-sm text-muted-foreground">
          The book plan titles it <span className="font-medium text-foreground">“{renamed}”</span>.
        </span>
      )}
    </>
  );
}
