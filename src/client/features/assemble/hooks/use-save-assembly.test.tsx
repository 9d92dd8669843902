// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unfollowGeneration, useFollowedGenerations } from '@/lib/projects/followed-generations';
import { paths } from '@/lib/paths';
import type { DocumentsStatus } from '@shared/catalog';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { fakeServer } from '@/test/fake-server';
import { renderHookInApp } from '@/test/render';
import type { Assembly } from '../assembly-checks';
import { useSaveAssembly } from './use-save-assembly';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const TITLE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const COVER_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const SECTION_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal()), toast }));

afterEach(() => {
  unfollowGeneration(PROJECT_ID);
  vi.clearAllMocks();
});

const ASSEMBLY: Assembly = {
  projectName: 'Bake Between Shifts',
  titleId: TITLE_ID,
  contentIds: [SECTION_ID],
  coverId: COVER_ID,
};

/** POST /api/projects answers the new project with these documents; returns the requests taken. */
function servingProjects(documentsStatus: DocumentsStatus, documentsError: string | null = null) {
  const project = projectDetailOf({
    id: PROJECT_ID,
    title: ASSEMBLY.projectName,
    titleId: TITLE_ID,
    coverId: COVER_ID,
    documentsStatus,
    documentsError,
  });
  return fakeServer({ 'POST /api/projects': () => Response.json(project, { status: 201 }) }).requests;
}

function renderSave() {
  return renderHookInApp(
    () => ({ ...useSaveAssembly(), location: useLocation(), followed: useFollowedGenerations() }),
    { route: '/assemble' },
  ).result;
}

describe('saving an assembly', () => {
  it('Generate PDF saves the project and starts its documents in one request, follows them and opens My Saved Content', async () => {
    const requests = servingProjects('generating');
    const result = renderSave();
    act(() => result.current.save(ASSEMBLY, [SECTION_ID], 'pdf'));
    expect(result.current.saving).toBe('pdf');
    await waitFor(() => expect(result.current.location.pathname).toBe(paths.savedContent.href()));

    expect(requests.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/projects',
        body: expect.objectContaining({
          title: 'Bake Between Shifts',
          titleId: TITLE_ID,
          coverId: COVER_ID,
          contentIds: [SECTION_ID],
          generateDocuments: true,
        }),
      }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('PDF generation started! You will be notified when it is ready.');
    expect(result.current.followed.map((entry) => entry.projectId)).toEqual([PROJECT_ID]);
  });

  it('says the product was saved but its PDF failed when the answer says the documents did not start', async () => {
    servingProjects('failed', 'Failed to start PDF generation');
    const result = renderSave();
    act(() => result.current.save(ASSEMBLY, [SECTION_ID], 'pdf'));
    await waitFor(() => expect(result.current.location.pathname).toBe(paths.savedContent.href()));
    expect(toast.error).toHaveBeenCalledWith('Product saved but PDF generation failed');
    expect(toast.success).not.toHaveBeenCalled();
    expect(result.current.followed).toEqual([]);
  });

  it('Save as Draft saves without starting the documents', async () => {
    const requests = servingProjects('not_generated');
    const result = renderSave();
    act(() => result.current.save(ASSEMBLY, [SECTION_ID], 'draft'));
    await waitFor(() => expect(result.current.location.pathname).toBe(paths.savedContent.href()));
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.body)).toEqual([
      expect.objectContaining({ generateDocuments: false }),
    ]);
    expect(toast.success).toHaveBeenCalledWith('Draft saved successfully');
  });

  it('saves nothing while the assembly breaks a rule, and says which', () => {
    const requests = servingProjects('not_generated');
    const result = renderSave();
    act(() => result.current.save({ ...ASSEMBLY, titleId: null }, [SECTION_ID], 'pdf'));
    expect(toast.error).toHaveBeenCalledWith('Please generate a title first');
    expect(requests).toEqual([]);
    expect(result.current.saving).toBeNull();
  });
});
