// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
  renderInApp(<ProjectActions project={project} noun="book" />);
}

const draftCopyOf = (fields: Partial<ProjectDetail['draftCopy']>): ProjectDetail['draftCopy'] => ({
  documentsStatus: 'not_generated',
  documentsError: null,
  pdfUrl: null,
  docxUrl: null,
  epubUrl: null,
  ...fields,
});

const copyGroup = (name: string) => within(screen.getByRole('region', { name }));

describe('the project actions', () => {
  it('counts the author notes still to replace, and says the copy for sale leaves them out', () => {
    servingDocuments();
    renderActions(projectOf({ authorNoteCount: 40 }));
    screen.getByText('40 author notes to replace');
    screen.getByText(
      /the copy for sale \(PDF, DOCX and EPUB\) leaves them out\. Replace them with your own words, or make a draft copy/,
    );
    cleanup();
    renderActions(projectOf({ authorNoteCount: 1 }));
    screen.getByText('1 author note to replace');
    cleanup();
    renderActions(projectOf({ authorNoteCount: 0 }));
    expect(screen.queryByText(/author notes? to replace/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Draft copy — includes author notes' })).toBeNull();
  });

  it('starts the copy for sale without the notes and says how many are left out', async () => {
    const starts = servingDocuments();
    renderActions(projectOf({ authorNoteCount: 40 }));
    fireEvent.click(copyGroup('Copy for sale').getByRole('button', { name: 'Generate Product' }));
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('40 author notes are left out of the copy for sale.'));
    expect(toast.success).toHaveBeenCalledWith('PDF generation started! You will be notified when it is ready.');
    expect(starts()).toEqual([{ path: `/api/projects/${PROJECT_ID}/documents`, body: undefined }]);
  });

  it('makes a draft copy with the notes in one click', async () => {
    const starts = servingDocuments();
    renderActions(projectOf({ authorNoteCount: 1 }));
    const draft = copyGroup('Draft copy — includes author notes');
    draft.getByText('Not made');
    fireEvent.click(draft.getByRole('button', { name: 'Make a draft copy' }));
    await waitFor(() =>
      expect(starts()).toEqual([{ path: `/api/projects/${PROJECT_ID}/documents`, body: { draft: true } }]),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Draft copy generation started! You will be notified when it is ready.',
      ),
    );
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('after a draft copy, offers its downloads and still the copy for sale in one click', async () => {
    const starts = servingDocuments();
    const draftFiles = `/api/projects/${PROJECT_ID}/documents/draft`;
    renderActions(
      projectOf({
        authorNoteCount: 3,
        draftCopy: draftCopyOf({
          documentsStatus: 'completed',
          pdfUrl: `${draftFiles}/pdf`,
          docxUrl: `${draftFiles}/docx`,
          epubUrl: `${draftFiles}/epub`,
        }),
      }),
    );
    const draft = copyGroup('Draft copy — includes author notes');
    draft.getByText('Ready');
    expect(draft.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Download Draft PDF', `${draftFiles}/pdf`],
      ['Download Draft DOCX', `${draftFiles}/docx`],
      ['Download Draft EPUB', `${draftFiles}/epub`],
    ]);
    expect(draft.queryByRole('button', { name: 'Make a draft copy' })).toBeNull();
    // The banner describes both copies as they are: the draft copy already shows the notes.
    screen.getByText(/leaves them out\. Replace them with your own words; the draft copy shows them as boxed notes/);
    const sale = copyGroup('Copy for sale');
    expect(sale.queryAllByRole('link')).toEqual([]);
    fireEvent.click(sale.getByRole('button', { name: 'Generate Product' }));
    await waitFor(() => expect(starts()).toEqual([{ path: `/api/projects/${PROJECT_ID}/documents`, body: undefined }]));
  });

  it('with both copies made, offers both sets of downloads and no start', () => {
    servingDocuments();
    renderActions(
      projectOf({
        documentsStatus: 'completed',
        pdfUrl: '/files/a.pdf',
        authorNoteCount: 2,
        draftCopy: draftCopyOf({ documentsStatus: 'completed', pdfUrl: '/files/a-draft.pdf' }),
      }),
    );
    expect(copyGroup('Copy for sale').getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      '/files/a.pdf',
    );
    copyGroup('Draft copy — includes author notes').getByRole('link', { name: 'Download Draft PDF' });
    expect(screen.queryByRole('button', { name: /Generate Product|Make a draft copy/ })).toBeNull();
  });

  it('offers every file of the copy for sale in one ZIP beside the single files, only once they are made', () => {
    servingDocuments();
    renderActions(projectOf({ documentsStatus: 'completed', pdfUrl: '/files/a.pdf', epubUrl: '/files/a.epub' }));
    expect(
      copyGroup('Copy for sale')
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Download PDF', '/files/a.pdf'],
      ['Download EPUB', '/files/a.epub'],
      ['Download all (ZIP)', `/api/projects/${PROJECT_ID}/documents/zip`],
    ]);
    cleanup();
    renderActions(projectOf({ documentsStatus: 'not_generated' }));
    expect(copyGroup('Copy for sale').queryByRole('link', { name: 'Download all (ZIP)' })).toBeNull();
  });

  it("offers a workbook's fillable PDF beside its PDF, saying how many fields it has, only when it has one", () => {
    servingDocuments();
    const fillablePdf = { url: `/api/projects/${PROJECT_ID}/documents/fillable`, fields: 24 };
    renderActions(projectOf({ documentsStatus: 'completed', pdfUrl: '/files/a.pdf', fillablePdf }));
    const links = copyGroup('Copy for sale').getAllByRole('link');
    expect(links.map((link) => link.textContent).slice(0, 2)).toEqual(['Download PDF', 'Download Fillable PDF']);
    expect(links[1]!.getAttribute('href')).toBe(fillablePdf.url);
    expect(links[1]!.getAttribute('title')).toBe('The PDF with 24 fields a buyer can type into or tick');
    cleanup();
    renderActions(projectOf({ documentsStatus: 'completed', pdfUrl: '/files/a.pdf', fillablePdf: null }));
    expect(copyGroup('Copy for sale').queryByRole('link', { name: 'Download Fillable PDF' })).toBeNull();
  });

  it('says why a draft copy failed and offers to retry it, also once the notes are gone', () => {
    servingDocuments();
    renderActions(
      projectOf({
        authorNoteCount: 0,
        draftCopy: draftCopyOf({ documentsStatus: 'failed', documentsError: 'Failed to generate documents' }),
      }),
    );
    const draft = copyGroup('Draft copy — includes author notes');
    expect(draft.getByRole('alert').textContent).toBe('Failed to generate documents');
    draft.getByRole('button', { name: 'Retry the draft copy' });
  });
});
