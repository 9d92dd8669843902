// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unfollowGeneration } from '@/lib/projects/followed-generations';
import type { ProjectDetail } from '@shared/schemas/project';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { ProjectActions } from './project-actions';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  unfollowGeneration(PROJECT_ID);
  vi.clearAllMocks();
});

const projectOf = (fields: Partial<ProjectDetail> = {}) => projectDetailOf({ id: PROJECT_ID, ...fields });

/** The documents endpoint: every start is accepted and recorded with the body it carried. */
function servingDocuments() {
  const starts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'POST')
        starts.push({ url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
      return new Response(JSON.stringify({ documentsStatus: 'generating' }), {
        status: init.method === 'POST' ? 202 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return starts;
}

function renderActions(project: ProjectDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProjectActions project={project} />
    </QueryClientProvider>,
  );
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
    expect(starts).toEqual([{ url: `/api/projects/${PROJECT_ID}/documents`, body: undefined }]);
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
      expect(starts).toEqual([{ url: `/api/projects/${PROJECT_ID}/documents`, body: { draft: true } }]),
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
