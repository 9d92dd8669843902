import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectBody } from '../../../../tests/support/expect-body.js';
import { createTestContext, DIALECTS, type TestContext } from '../../../../tests/support/test-context.js';
import { createProjectInput, projectDetail } from '../../../shared/schemas/project.js';
import { createLogger } from '../../logger.js';
import { createProjectWithDocuments } from './create-project-with-documents.js';
import { projectApi } from '../../../shared/api/projects.js';

describe.each(DIALECTS)('createProjectWithDocuments (%s)', (dialect) => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestContext(dialect);
  });
  afterEach(() => ctx.close());

  it('keeps the project when its documents cannot be started, and says so in its documents status', async () => {
    const owner = await ctx.signUp();
    const queueDown = { enqueue: () => Promise.reject(new Error('queue down')) };
    const input = createProjectInput.parse({ title: 'Saved Anyway', generateDocuments: true });
    const project = await createProjectWithDocuments(
      { db: ctx.db, jobs: queueDown, storage: ctx.storage, storageQuota: ctx.storageQuota },
      createLogger('silent'),
      owner.userId,
      input,
    );
    expect(project).toMatchObject({
      title: 'Saved Anyway',
      documents_status: 'failed',
      documents_error: 'Failed to start PDF generation',
    });
    const read = await expectBody(
      await owner.call(projectApi.read, { params: { id: project.id } }),
      200,
      projectDetail,
    );
    expect(read).toMatchObject({ documentsStatus: 'failed', documentsError: 'Failed to start PDF generation' });
  });
});
