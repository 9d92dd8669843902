import type { Kysely } from 'kysely';
import { expect, vi } from 'vitest';
import { bookView, type BookView } from '../../src/shared/schemas/book-run.js';
import type { BookPlanBody } from '../../src/shared/schemas/book-plan.js';
import type { Database } from '../../src/server/db/schema.js';
import { createProject } from '../factories/index.js';
import { bookRunStarted } from '../../src/shared/schemas/book-run.js';
import { projectApi } from '../../src/shared/api/projects.js';
import { projectBookApi } from '../../src/shared/api/project-book.js';
import { expectBody } from './expect-body.js';
import type { TestClient } from './test-client.js';
import type { TestContext } from './test-context.js';

type Owner = Awaited<ReturnType<TestContext['signUp']>>;

/** A plan of `count` chapters with distinct titles and goals, as a creator would write it. */
export function planOf(count: number, title = 'Slow Mornings'): BookPlanBody {
  const subjects = [
    'Why Mornings Feel Hard',
    'The Sunday Session',
    'Quiet Kitchens',
    'Weekend Mornings',
    'The Ten-Minute Reset',
    'Packing the Night Before',
    'Screens and Sleep',
    'Breakfasts That Wait',
    'Moving Before Work',
    'Sharing the Load',
    'When It Falls Apart',
    'Keeping It Going',
  ];
  return {
    title,
    subtitle: 'A Gentle Plan',
    authorName: 'Ana Núñez',
    isbn: '',
    chapters: Array.from({ length: count }, (_, index) => ({
      title: subjects[index] ?? `Routine ${index + 1}`,
      goal: `Finish step ${index + 1} of the morning plan.`,
    })),
  };
}

/** Reads the project's book view. */
export async function readBookView(client: TestClient, projectId: string): Promise<BookView> {
  const res = await client.get(`/api/projects/${projectId}/book`);
  expect(res.status).toBe(200);
  return bookView.parse(await res.json());
}

/** Reads the book view until `done` holds, and returns it; fails after `timeoutMs`. */
export function waitForBook(
  client: TestClient,
  projectId: string,
  done: (view: BookView) => boolean,
  timeoutMs = 20_000,
): Promise<BookView> {
  return vi.waitFor(
    async () => {
      const view = await readBookView(client, projectId);
      if (!done(view)) throw new Error(`the book did not get there: ${JSON.stringify(view.run)}`);
      return view;
    },
    { timeout: timeoutMs, interval: 50 },
  );
}

/** A project's sections in their order: each one's stored row. */
export const projectSectionRows = (db: Kysely<Database>, projectId: string) =>
  db
    .selectFrom('project_content_sections')
    .innerJoin('generated_content', 'generated_content.id', 'project_content_sections.content_id')
    .selectAll('generated_content')
    .where('project_content_sections.project_id', '=', projectId)
    .orderBy('project_content_sections.order_index')
    .execute();

/** A project named 'Slow Mornings' with a saved plan of `chapters` chapters (planOf). */
export async function plannedBookProject(ctx: TestContext, owner: Owner, chapters: number) {
  const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
  expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(chapters) })).status).toBe(
    200,
  );
  return project;
}

/** Starts writing the project's book (or the rest of it), expecting `expected`. */
export async function startBook(owner: Owner, projectId: string, expected = 202) {
  const res = await owner.call(projectBookApi.start, { params: { id: projectId }, body: { contentType: 'howto' } });
  return expectBody(res, expected, bookRunStarted);
}

/** Whether the book's last run has ended, however. */
export const runSettled = (view: BookView) => view.run !== null && view.run.status !== 'running';

/** The keys of the parts the book view marks out of date. */
export const outOfDateKeys = (view: BookView) => view.parts.filter((part) => part.outOfDate).map((part) => part.key);

/** The text of the project's section named `name`. */
export const sectionTextOf = async (db: Kysely<Database>, projectId: string, name: string) =>
  (await projectSectionRows(db, projectId)).find((section) => section.section_name === name)?.content ?? '';
