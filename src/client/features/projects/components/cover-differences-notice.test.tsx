// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unfollowGeneration } from '@/lib/projects/followed-generations';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { errorAnswer, fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import type { CoverDifference } from '@shared/schemas/cover';
import { CoverDifferencesNotice } from './cover-differences-notice';
import { ProjectActions } from './project-actions';

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const REDRAW = `/api/projects/${PROJECT_ID}/cover/redraw`;
const DOCUMENTS = `/api/projects/${PROJECT_ID}/documents`;
const TITLE: CoverDifference = { part: 'title', cover: 'Inside Budgeting', book: 'Budgeting on Irregular Income' };
const AUTHOR: CoverDifference = { part: 'author', cover: 'Sam Lee', book: 'Jordan Avery' };

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal()), toast }));

afterEach(() => {
  unfollowGeneration(PROJECT_ID);
  vi.clearAllMocks();
});

/** Redraw answers the project agreeing with its cover; every start of the files is accepted. */
function serving() {
  const { requests } = fakeServer({
    [`POST ${REDRAW}`]: () => Response.json(projectDetailOf({ id: PROJECT_ID })),
    [`POST ${DOCUMENTS}`]: () => Response.json({ documentsStatus: 'generating' }, { status: 202 }),
  });
  const sent = () => requests.filter((request) => request.method === 'POST');
  return Object.assign(() => sent().map((request) => request.path), {
    bodies: () => sent().map((request) => request.body),
  });
}

describe('the cover differences notice', () => {
  it('says which part the cover shows otherwise, in both words, and redraws the cover', async () => {
    const posts = serving();
    renderInApp(<CoverDifferencesNotice projectId={PROJECT_ID} noun="book" differences={[TITLE, AUTHOR]} />);
    screen.getByText('The cover shows another title and author');
    screen.getByText('The cover shows “Inside Budgeting”; the book is “Budgeting on Irregular Income”.');
    screen.getByText('The cover names “Sam Lee”; the book’s author is “Jordan Avery”.');
    fireEvent.click(screen.getByRole('button', { name: 'Redraw the cover' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('The cover now shows the book’s title and author.'));
    expect(posts()).toEqual([REDRAW]);
  });

  it('names a subtitle the cover lacks, and shows nothing while the cover agrees', () => {
    serving();
    const { unmount } = renderInApp(
      <CoverDifferencesNotice
        projectId={PROJECT_ID}
        noun="book"
        differences={[{ part: 'subtitle', cover: '', book: 'A Plan' }]}
      />,
    );
    screen.getByText('The cover shows another subtitle');
    screen.getByText('The cover has no subtitle; the book’s is “A Plan”.');
    unmount();
    renderInApp(<CoverDifferencesNotice projectId={PROJECT_ID} noun="book" differences={[]} />);
    expect(screen.queryByText(/The cover shows another/)).toBeNull();
  });

  it("speaks of a course in a course's words", async () => {
    serving();
    renderInApp(<CoverDifferencesNotice projectId={PROJECT_ID} noun="course" differences={[TITLE, AUTHOR]} />);
    screen.getByText('The cover shows “Inside Budgeting”; the course is “Budgeting on Irregular Income”.');
    screen.getByText('The cover names “Sam Lee”; the course’s author is “Jordan Avery”.');
    fireEvent.click(screen.getByRole('button', { name: 'Redraw the cover' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('The cover now shows the course’s title and author.'),
    );
  });

  it('says why a redraw failed', async () => {
    fakeServer({
      [`POST ${REDRAW}`]: () =>
        errorAnswer(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Your storage is full. Delete a cover or a project.' }),
    });
    renderInApp(<CoverDifferencesNotice projectId={PROJECT_ID} noun="book" differences={[TITLE]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Redraw the cover' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Your storage is full. Delete a cover or a project.'));
  });
});

describe('Generate Product with a cover that disagrees', () => {
  const renderActions = () =>
    renderInApp(
      <ProjectActions project={projectDetailOf({ id: PROJECT_ID, coverDifferences: [TITLE] })} noun="book" />,
    );

  it('asks first, and Generate anyway makes the files with the cover as it is', async () => {
    const posts = serving();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Product' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('The cover shows another title');
    expect(dialog.textContent).toContain('the book is “Budgeting on Irregular Income”');
    expect(posts()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Generate anyway' }));
    await waitFor(() => expect(posts()).toEqual([DOCUMENTS]));
    // The server makes files with a disagreeing cover only when told the creator chose to keep it.
    expect(posts.bodies()).toEqual([{ cover: 'keep' }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('redraws the cover first, then makes the files', async () => {
    const posts = serving();
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Generate Product' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Redraw the cover first' }));
    await waitFor(() => expect(posts()).toEqual([REDRAW, DOCUMENTS]));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('PDF generation started! You will be notified when it is ready.'),
    );
  });

  it('makes the files at once while the cover agrees', async () => {
    const posts = serving();
    renderInApp(<ProjectActions project={projectDetailOf({ id: PROJECT_ID })} noun="book" />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Product' }));
    await waitFor(() => expect(posts()).toEqual([DOCUMENTS]));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
