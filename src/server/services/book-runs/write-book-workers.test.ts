import type { ChildProcess } from 'node:child_process';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createProject } from '../../../../tests/factories/index.js';
import { planOf } from '../../../../tests/support/book-runs.js';
import { eventually } from '../../../../tests/support/eventually.js';
import { exited, startWorker } from '../../../../tests/support/job-test-setup.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { projectApi } from '../../../shared/api/projects.js';
import { projectBookApi } from '../../../shared/api/project-book.js';

// A worker process (tests/support/job-worker-child.ts, mode `book`) writes book runs with the offline writer taking
// 400 ms a part; the test process is the server that started the run.
describe.each(DIALECTS)('a book run across a killed worker (%s)', (dialect) => {
  let ctx: TestContext;
  const workers: ChildProcess[] = [];
  beforeEach(async () => {
    ctx = await createTestContext(dialect, { sharedSqlite: true });
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) if (worker.exitCode === null) worker.kill('SIGKILL');
    await ctx.close();
  });

  const worker = async () => {
    const child = await startWorker(ctx.target, 'book');
    workers.push(child);
    return child;
  };
  const partsSaved = async () => (await ctx.db.selectFrom('book_run_parts').select('step').execute()).length;
  /** Every saved section, in the order written. */
  const writtenSections = async () =>
    (await ctx.db.selectFrom('generated_content').select(['id', 'section_name']).orderBy('created_at').execute()).map(
      (row) => ({ id: row.id, name: row.section_name }),
    );
  const namesOf = (sections: { name: string }[]) => sections.map((section) => section.name);

  it('killed (SIGKILL) after chapter 5, then started again: writes chapters 6–12 only, none twice, none lost', async () => {
    const owner = await ctx.signUp();
    const project = await createProject(ctx.db, { userId: owner.userId, title: 'Slow Mornings' });
    expect((await owner.call(projectApi.savePlan, { params: { id: project.id }, body: planOf(12) })).status).toBe(200);
    expect((await owner.call(projectBookApi.start, { params: { id: project.id }, body: {} })).status).toBe(202);

    const first = await worker();
    await eventually(async () => (await partsSaved()) >= 5, 30_000);
    first.kill('SIGKILL');
    await exited(first);
    const beforeKill = await writtenSections();
    const chapterNames = planOf(12).chapters.map((chapter, index) => `Chapter ${index + 1}: ${chapter.title}`);
    expect(namesOf(beforeKill)).toEqual(chapterNames.slice(0, 5));

    await worker();
    await eventually(async () => {
      const run = await ctx.db.selectFrom('book_runs').select('status').executeTakeFirstOrThrow();
      return run.status === 'completed';
    }, 60_000);
    const written = await writtenSections();
    expect(namesOf(written)).toEqual([...chapterNames, 'Introduction', 'Conclusion']);
    const writtenAfterKill = written.filter((section) => !beforeKill.some((before) => before.id === section.id));
    expect(namesOf(writtenAfterKill)).toEqual([...chapterNames.slice(5), 'Introduction', 'Conclusion']);
    const sections = await ctx.db
      .selectFrom('project_content_sections')
      .innerJoin('generated_content', 'generated_content.id', 'project_content_sections.content_id')
      .select('generated_content.section_name')
      .where('project_content_sections.project_id', '=', project.id)
      .orderBy('project_content_sections.order_index')
      .execute();
    expect(sections.map((section) => section.section_name)).toEqual(['Introduction', ...chapterNames, 'Conclusion']);
  }, 120_000);
});
