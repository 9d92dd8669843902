import { DownloadIcon, GraduationCapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { countLabel } from '@/lib/count-label';
import { pathWith } from '@shared/api/endpoint';
import { projectCourseKitApi } from '@shared/api/project-course-kit';
import { COURSE_KIT_FILES, COURSE_KIT_FORMATS, courseKitCounts, kitFileReady } from '@shared/course-kit';
import type { BookPlan } from '@shared/schemas/book-plan';

/** What a file the plan has nothing for yet waits for, in the card's words. */
const WAITS_FOR = {
  lessons: 'Add lessons to a module in the Course Plan and save it.',
  questions: "Add questions to a module's quiz in the Course Plan and save it.",
} as const;

/**
 * A course's kit (docs/decisions/0073-course-plan.md): the files made from its plan as saved, for the platforms its
 * course is sold on, each with where it goes; a file the plan has nothing for yet says what to add.
 */
export function CourseKitCard({ projectId, plan }: { projectId: string; plan: BookPlan }) {
  const counts = courseKitCounts(plan);
  return (
    <Card className="gap-4 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <GraduationCapIcon aria-hidden="true" className="size-4" />
        Course Kit
      </h2>
      <p className="text-sm text-muted-foreground">
        {countLabel(plan.chapters.length, 'module')}, {countLabel(counts.lessons, 'lesson')} and{' '}
        {countLabel(counts.questions, 'quiz question')} in the saved Course Plan. Each file is made from the plan as
        saved, when you download it.
      </p>
      <ul className="grid gap-3">
        {COURSE_KIT_FORMATS.map((format) => {
          const file = COURSE_KIT_FILES[format];
          const ready = kitFileReady(format, counts);
          return (
            <li key={format} className="grid items-center gap-x-4 gap-y-1 sm:grid-cols-[19rem_minmax(0,1fr)]">
              {ready ? (
                <Button asChild variant="outline" className="justify-start">
                  <a href={pathWith(projectCourseKitApi[format].path, { id: projectId })} download>
                    <DownloadIcon aria-hidden="true" />
                    {file.button}
                  </a>
                </Button>
              ) : (
                <Button variant="outline" className="justify-start" disabled>
                  <DownloadIcon aria-hidden="true" />
                  {file.button}
                </Button>
              )}
              <p className="text-sm text-muted-foreground">{ready ? file.where : WAITS_FOR[file.needs]}</p>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
