import { BookPlanCard } from './plan/book-plan-card';
import { BookPanel } from './run/book-panel';

/** The project's book as the project page and the wizard show it: the plan, then the run that writes it from the plan. */
export function ProjectBook({ projectId, onOpenPart }: { projectId: string; onOpenPart: (contentId: string) => void }) {
  return (
    <>
      <BookPlanCard projectId={projectId} />
      <BookPanel projectId={projectId} onOpenPart={onOpenPart} />
    </>
  );
}
