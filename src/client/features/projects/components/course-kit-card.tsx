import { useQuery } from '@tanstack/react-query';
import { DownloadIcon, GraduationCapIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { countLabel } from '@/lib/count-label';
import { courseQueryOptions } from '@/lib/projects/course';
import { pathWith } from '@shared/api/endpoint';
import { projectCourseKitApi } from '@shared/api/project-course-kit';
import { COURSE_KIT_FILES, COURSE_KIT_FORMATS, kitFileReady } from '@shared/course-kit';
import type { CourseView } from '@shared/schemas/course-view';

/** What a file the course has nothing for yet waits for, in the card's words. */
const WAITS_FOR = {
  lessons: 'Add lessons to a module in the Course Plan and save it, or write the course: it drafts them.',
  questions: "Add questions to a module's quiz in the Course Plan and save it, or write the course: it drafts them.",
  written: 'Written by “Write the course”, below the plan.',
} as const;

const minutesLabel = (minutes: number) => countLabel(minutes, 'minute');

/**
 * A course's kit (docs/decisions/0073-course-plan.md, 0074-course-run.md): its modules with the lessons written in
 * each and their videos' minutes, and the files made from its plan as saved and its modules as written, for the
 * platforms its course is sold on, each with where it goes; a file the course has nothing for yet says what to add.
 */
export function CourseKitCard({ projectId }: { projectId: string }) {
  const course = useQuery(courseQueryOptions(projectId));
  const view = course.data;
  return (
    <Card className="gap-4 p-5" data-testid="course-kit">
      <h2 className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
        <GraduationCapIcon aria-hidden="true" className="size-4" />
        Course Kit
      </h2>
      {view ? (
        <>
          <CourseSummary view={view} />
          <WrittenModules view={view} />
          <KitFiles projectId={projectId} view={view} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">
          {course.isError ? 'The course could not be read. Reload the page to try again.' : 'Reading the course…'}
        </p>
      )}
    </Card>
  );
}

function CourseSummary({ view }: { view: CourseView }) {
  const { counts } = view;
  return (
    <p className="text-sm text-muted-foreground">
      {countLabel(view.modules.length, 'module')}, {countLabel(counts.lessons, 'lesson')} and{' '}
      {countLabel(counts.questions, 'quiz question')} in the saved Course Plan;{' '}
      {counts.writtenLessons === 0
        ? 'no lesson written yet.'
        : `${countLabel(counts.writtenLessons, 'lesson')} written, with about ${minutesLabel(counts.videoMinutes)} of video.`}{' '}
      Each file is made from the course as it is when you download it. The PDF, DOCX and EPUB made by Generate Product
      are the course workbook for learners: each module’s lessons without the video scripts, a worksheet after each, and
      the quiz answers at the back.
    </p>
  );
}

/** Each module with its lessons as written, their videos' minutes, and what is template text or out of date. */
function WrittenModules({ view }: { view: CourseView }) {
  return (
    <ol className="grid gap-2 text-sm">
      {view.modules.map((module, index) => (
        <li key={index} className="rounded-md border px-3 py-2">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium break-words">
              Module {index + 1}: {module.title}
            </span>
            {module.written?.template && <Badge variant="warning">Template text</Badge>}
            {module.written?.outOfDate && <Badge variant="destructive">Out of date</Badge>}
          </div>
          {module.written && module.written.lessons.length > 0 ? (
            <ul className="mt-1 grid gap-0.5 text-muted-foreground">
              {module.written.lessons.map((lesson, at) => (
                <li key={at} className="flex justify-between gap-3">
                  <span className="min-w-0 break-words">{lesson.title}</span>
                  <span className="shrink-0 tabular-nums">{lesson.minutes} min video</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-1 text-muted-foreground">
              {module.written ? 'Written without lessons' : 'Not written yet'}
              {module.plannedLessons > 0 ? `; ${countLabel(module.plannedLessons, 'lesson')} planned.` : '.'}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}

function KitFiles({ projectId, view }: { projectId: string; view: CourseView }) {
  const counts = {
    lessons: view.counts.lessons,
    questions: view.counts.questions,
    written: view.counts.writtenLessons,
  };
  return (
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
  );
}
