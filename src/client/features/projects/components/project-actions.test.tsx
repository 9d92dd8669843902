// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unfollowGeneration } from '@/lib/projects/followed-generations';
import type { ProjectDetail } from '@shared/schemas/project';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { ProjectActions } from './project-actions';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal()), toast }));

afterEach(() => {
  unfollowGeneration(PROJECT_ID);
  vi.clearAllMocks();
});

const projectOf = (fields: Partial<ProjectDetail> = {}) => projectDetailOf({ id: PROJECT_ID, ...fields });

/** The documents endpoint, every start accepted; returns the starts so far, each with the body it carried. */
function servingDocuments() {
  const documents = `/api/projects/${PROJECT_ID}/documents`;
  const { requests } = fakeServer({
    [`POST ${documents}`]: () => Response.json({ documentsStatus: 'generating' }, { status: 202 }),
  });
  return () => requests.filter((request) => request.method === 'POST').map(({ path, body }) => ({ path, body }));
}

function renderActions(project: ProjectDetail) {
  renderInApp(<ProjectActions project={project} />);
}

describe('the project actions', () => {
  it('counts the author notes still to replace, and says the files leave them out', () => {
    servingDocuments();
    renderActions(projectOf({ authorNoteCount: 40 }));
    screen.getByText('40 author notes to replace');
    screen.getByText(/the PDF, DOCX and EPUB leave them out\. Replace them with your own words, or make a Draft copy/);
    cleanup();
    renderActions(projectOf({ authorNoteCount: 1 }));
    screen.getByText('1 author note to replace');
    cleanup();
    renderActions(projectOf({ authorNoteCount: 0 }));
    expect(screen.queryByText(/author notes? to replace/)).toBeNull();
  });

  it('starts the files without the notes and says how many are left out', async () => {
    const starts = servingDocuments();
    renderActions(projectOf({ authorNoteCount: 40 }));
    fireEvent.click(screen.getByRole('button', { name: 'Generate Product' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('40 author notes are left out of the files.'));
    expect(toast.success).toHaveBeenCalledWith('PDF and DOCX generation started! The page will refresh when ready.');
    expect(starts()).toEqual([{ path: `/api/projects/${PROJECT_ID}/documents`, body: undefined }]);
  });

  it('asks for a Draft copy with the notes when Draft copy is ticked', async () => {
    const starts = servingDocuments();
    renderActions(projectOf({ authorNoteCount: 1 }));
    const draft = screen.getByRole('checkbox', { name: 'Draft copy' });
    expect(draft.getAttribute('aria-describedby')).toBe('draft-copy-hint');
    screen.getByText('Includes author notes, marked Draft');
    fireEvent.click(draft);
    screen.getByText(/This Draft copy includes them as boxed notes/);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Product' }));
    await waitFor(() =>
      expect(starts()).toEqual([{ path: `/api/projects/${PROJECT_ID}/documents`, body: { draft: true } }]),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('PDF and DOCX generation started! The page will refresh when ready.'),
    );
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('offers no Draft copy once the files are made', () => {
    servingDocuments();
    renderActions(projectOf({ documentsStatus: 'completed', pdfUrl: '/files/a.pdf', authorNoteCount: 2 }));
    expect(screen.queryByRole('checkbox', { name: 'Draft copy' })).toBeNull();
    screen.getByText('2 author notes to replace');
    expect(screen.queryByText(/make a Draft copy/)).toBeNull();
  });
});
