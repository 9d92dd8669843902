import { z } from 'zod';

/** A lesson of a written module: its title as written, and its video's estimated minutes. */
const writtenLessonView = z.object({ title: z.string(), minutes: z.number().int() });

/**
 * A course as the project page shows it (docs/decisions/0074-course-run.md): each module of the plan with how many
 * lessons it plans, and once written, the lessons its text holds, whether that is still the built-in writer's
 * template and whether the plan changed since; and the counts the Course Kit card and its files go by.
 */
export const courseView = z.object({
  modules: z.array(
    z.object({
      title: z.string(),
      plannedLessons: z.number().int(),
      written: z
        .object({ lessons: z.array(writtenLessonView), template: z.boolean(), outOfDate: z.boolean() })
        .nullable(),
    }),
  ),
  counts: z.object({
    lessons: z.number().int(),
    questions: z.number().int(),
    writtenLessons: z.number().int(),
    videoMinutes: z.number().int(),
  }),
});
export type CourseView = z.output<typeof courseView>;
