import { DownloadIcon, GraduationCapIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { pathWith } from '@shared/api/endpoint';
import { projectCourseKitApi } from '@shared/api/project-course-kit';
import { COURSE_KIT_FILES, COURSE_KIT_FORMATS } from '@shared/course-kit';
import { formatCount } from '@shared/format-count';
import type { BookPlan } from '@shared/schemas/book-plan';

const counted = (count: number, one: string) => `${formatCount(count)} ${one}${count === 1 ? '' : 's'}`;

/**
 * A course's kit (docs/decisions/0073-course-plan.md): the files made from its plan as saved, for the platforms its
 * course is sold on; until a module has a quiz question, what to do to have them.
 */
export function CourseKitCard({ projectId, plan }: { projectId: string; plan: BookPlan }) {
  const modules = plan.chapters.filter((module) => (module.quiz?.length ?? 0) > 0);
  const questions = modules.reduce((sum, module) => sum + (module.quiz?.length ?? 0), 0);
  const lessons = plan.chapters.reduce((sum, module) => sum + (module.lessons?.length ?? 0), 0);
  return (
    <Card className="gap-4 p-5">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <GraduationCapIcon aria-hidden="true" className="size-4" />
        Course Kit
      </h2>
      <p className="text-sm text-muted-foreground">
        {counted(plan.chapters.length, 'module')}, {counted(lessons, 'lesson')} and{' '}
        {counted(questions, 'quiz question')} in the saved Course Plan. Each file is made from the plan as saved, when
        you download it.
      </p>
      {questions === 0 ? (
        <p className="rounded-xl border border-dashed bg-muted/30 px-4 py-5 text-center text-sm text-muted-foreground">
          No quiz questions yet. Add questions to a module&apos;s quiz in the Course Plan and save it: the quiz bank is
          then ready here.
        </p>
      ) : (
        <ul className="grid gap-3">
          {COURSE_KIT_FORMATS.map((format) => (
            <li key={format} className="grid items-center gap-x-4 gap-y-1 sm:grid-cols-[19rem_minmax(0,1fr)]">
              <Button asChild variant="outline" className="justify-start">
                <a href={pathWith(projectCourseKitApi[format].path, { id: projectId })} download>
                  <DownloadIcon aria-hidden="true" />
                  {COURSE_KIT_FILES[format].button}
                </a>
              </Button>
              <p className="text-sm text-muted-foreground">{COURSE_KIT_FILES[format].where}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
