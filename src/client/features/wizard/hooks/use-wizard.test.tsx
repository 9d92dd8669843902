// @vitest-environment jsdom
import { act, waitFor } from '@testing-library/react';
import { useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookPlan } from '@shared/schemas/book-plan';
import type { SavedContent } from '@shared/schemas/content';
import type { ProjectDetail } from '@shared/schemas/project';
import {
  completeStep,
  DRAFT_STORAGE_KEY,
  newDraft,
  readLocalDraft,
  skipStep,
  writeLocalDraft,
  type UnsavedSection,
  type WizardDraft,
} from '../wizard-draft';
import { useFollowGenerations } from '@/lib/projects/use-follow-generations';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { errorAnswer, fakeServer, type FakeRequest, type Routes } from '@/test/fake-server';
import { renderHookInApp } from '@/test/render';
import { useWizard } from './use-wizard';

const USER_ID = 'user-1';
const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const TITLE_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', async (importOriginal) => ({ ...(await importOriginal()), toast }));
vi.mock('@/lib/auth/session', () => ({ useSession: () => ({ session: { user: { id: USER_ID } } }) }));

const projectOf = (fields: Partial<ProjectDetail> = {}) =>
  projectDetailOf({
    id: PROJECT_ID,
    title: 'Draft - Prep Once 🍲 - Nov 23, 2026',
    titleId: TITLE_ID,
    wizardStep: 4,
    wizardMaxStep: 5,
    nameGenerated: true,
    ...fields,
  });

/** The project's book plan, as drawn from its chosen title ('Prep Once 🍲: Meals for Tiny Humans'). */
const PLAN: BookPlan = {
  title: 'Prep Once 🍲',
  subtitle: 'Meals for Tiny Humans',
  authorName: 'Pat Prep',
  isbn: '',
  chapters: [{ title: 'Batch Sundays', goal: '' }],
  description: '',
};

/**
 * The projects API: answers every request with `answer`, but the book plan's, which answers PLAN and takes a saved
 * one, and the `more` routes given; returns the requests it took.
 */
function stubApi(answer: (request: FakeRequest) => { status: number; body: unknown }, more: Routes = {}) {
  const respond = (request: FakeRequest) => {
    const { status, body } = answer(request);
    return status === 204 ? new Response(null, { status }) : Response.json(body, { status });
  };
  return fakeServer({
    'POST /api/projects': respond,
    'GET /api/projects/:id': respond,
    'PATCH /api/projects/:id': respond,
    'PUT /api/projects/:id/sections': respond,
    'GET /api/projects/:id/documents': respond,
    'POST /api/projects/:id/documents': respond,
    'GET /api/projects/:id/plan': () => Response.json({ plan: PLAN, saved: false, kind: 'book', revision: 0 }),
    'PUT /api/projects/:id/plan': ({ body }) => Response.json({ plan: body, saved: true, kind: 'book', revision: 1 }),
    ...more,
  }).requests;
}

const ok = (body: unknown, status = 200) => ({ status, body });
const notFound = () => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'Project not found' } } });

function renderWizard(url = '/dashboard/create') {
  return renderHookInApp(() => ({ wizard: useWizard(), location: useLocation(), navigate: useNavigate() }), {
    route: url,
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

/** The browser's copy of a draft of PROJECT_ID's, left at `currentStep`, having reached `maxStepReached`. */
const leaveCopyOfDraftProject = (currentStep: number, maxStepReached = currentStep) =>
  writeLocalDraft(localStorage, { ...newDraft(USER_ID), draftProjectId: PROJECT_ID, currentStep, maxStepReached });

describe('resuming the wizard', () => {
  it('starts at step 1 without a local copy, and says nothing', () => {
    const { result } = renderWizard();
    expect(result.current.wizard.draft).toMatchObject({ currentStep: 1, maxStepReached: 1, draftProjectId: null });
    expect(toast.info).not.toHaveBeenCalled();
  });

  it("resumes the user's local copy, saying so only past step 1", () => {
    writeLocalDraft(localStorage, skipStep(skipStep(newDraft(USER_ID))));
    const { result } = renderWizard();
    expect(result.current.wizard.draft).toMatchObject({ currentStep: 3, maxStepReached: 3 });
    expect(toast.info).toHaveBeenCalledWith('Resumed your draft');
  });

  it('resumes a local copy whose project is still a draft, at its step (a copy left at the old seventh at the review)', async () => {
    const calls = stubApi(() => ok(projectOf()));
    leaveCopyOfDraftProject(4);
    const { result } = renderWizard();
    await waitFor(() =>
      expect(result.current.wizard.draft).toMatchObject({ currentStep: 4, draftProjectId: PROJECT_ID }),
    );
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET /api/projects/${PROJECT_ID}`]);
    expect(toast.info).toHaveBeenCalledWith('Resumed your draft');

    // The Listing step the wizard once ended with, left before its Open product.
    const atListing = { ...newDraft(USER_ID), draftProjectId: PROJECT_ID, currentStep: 7, maxStepReached: 7 };
    localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(atListing));
    const again = renderWizard('/dashboard/create?step=7');
    await waitFor(() => expect(again.result.current.wizard.draft).toMatchObject({ currentStep: 6, maxStepReached: 6 }));
    await waitFor(() => expect(stepOfAddress(again.result.current.location.search)).toBe('6'));
  });

  it.each([
    ['is finished (ready)', () => ok(projectOf({ status: 'ready', wizardStep: 7, wizardMaxStep: 7 }))],
    ['is gone (404)', notFound],
  ])('drops a local copy whose project %s, and opens an empty step 1 without a word', async (_case, answer) => {
    stubApi(answer);
    leaveCopyOfDraftProject(4, 6);
    const { result } = renderWizard();
    await waitFor(() => expect(result.current.wizard.draft).not.toBeNull());
    expect(result.current.wizard.draft).toMatchObject({ currentStep: 1, maxStepReached: 1, draftProjectId: null });
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('keeps a local copy whose project could not be read, rather than lose it', async () => {
    stubApi(() => ({ status: 500, body: {} }));
    leaveCopyOfDraftProject(4);
    const { result } = renderWizard();
    await waitFor(() =>
      expect(result.current.wizard.draft).toMatchObject({ currentStep: 4, draftProjectId: PROJECT_ID }),
    );
    expect(readLocalDraft(localStorage, USER_ID)?.draftProjectId).toBe(PROJECT_ID);
  });

  it("ignores another user's local copy", () => {
    writeLocalDraft(localStorage, skipStep(newDraft('someone-else')));
    const { result } = renderWizard();
    expect(result.current.wizard.draft?.currentStep).toBe(1);
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('resumes a draft project from ?projectId= at its steps, named by its book, and keeps it locally', async () => {
    stubApi(() => ok(projectOf()));
    const { result } = renderWizard(`/dashboard/create?projectId=${PROJECT_ID}`);
    expect(result.current.wizard.draft).toBeNull();
    await waitFor(() => expect(result.current.wizard.draft).not.toBeNull());
    expect(result.current.wizard.draft).toMatchObject({
      currentStep: 4,
      maxStepReached: 5,
      draftProjectId: PROJECT_ID,
      selections: { titleId: TITLE_ID },
    });
    // The product as it is now: its book plan's title, not the draft's placeholder name.
    expect(toast.info).toHaveBeenCalledWith('Resumed draft: Prep Once 🍲');
    expect(JSON.parse(localStorage.getItem(DRAFT_STORAGE_KEY) ?? '{}')).toMatchObject({ draftProjectId: PROJECT_ID });
  });

  it.each([
    ['a missing or foreign project', notFound, 'Draft project not found'],
    ['a project that is no longer a draft', () => ok(projectOf({ status: 'ready' })), 'Draft project not found'],
    ['a failed read', () => ({ status: 500, body: {} }), 'Failed to load draft'],
  ])('starts afresh on %s', async (_case, answer, message) => {
    stubApi(answer);
    const { result } = renderWizard(`/dashboard/create?projectId=${PROJECT_ID}`);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message));
    await waitFor(() => expect(result.current.location.search).toBe('?step=1'));
    await waitFor(() => expect(result.current.wizard.draft?.currentStep).toBe(1));
  });

  it('applies the same rule to the local copy the query gives way to: a finished project is dropped from both', async () => {
    stubApi(() => ok(projectOf({ status: 'ready' })));
    leaveCopyOfDraftProject(5);
    const { result } = renderWizard(`/dashboard/create?projectId=${PROJECT_ID}`);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Draft project not found'));
    await waitFor(() => expect(result.current.wizard.draft).toMatchObject({ currentStep: 1, draftProjectId: null }));
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    expect(toast.info).not.toHaveBeenCalled();
  });
});

const stepOfAddress = (search: string) => new URLSearchParams(search).get('step');

describe('the steps as browser history', () => {
  it('puts each move on in the history, and follows the Back and Forward of the browser up to the furthest step', async () => {
    const { result } = renderWizard();
    await waitFor(() => expect(stepOfAddress(result.current.location.search)).toBe('1'));
    act(() => result.current.wizard.skip());
    act(() => result.current.wizard.skip());
    await waitFor(() => expect(stepOfAddress(result.current.location.search)).toBe('3'));

    act(() => void result.current.navigate(-1));
    await waitFor(() => expect(result.current.wizard.draft).toMatchObject({ currentStep: 2, maxStepReached: 3 }));
    act(() => void result.current.navigate(1));
    await waitFor(() => expect(result.current.wizard.draft?.currentStep).toBe(3));

    // The wizard's Back is the browser's when the entry before is the step before: Forward then comes back.
    act(() => result.current.wizard.back());
    await waitFor(() => expect(result.current.wizard.draft?.currentStep).toBe(2));
    act(() => void result.current.navigate(1));
    await waitFor(() => expect(result.current.wizard.draft?.currentStep).toBe(3));
    expect(readLocalDraft(localStorage, USER_ID)?.currentStep).toBe(3);
  });

  it("opens at the step of the address when it was reached, and gives the address the draft's step otherwise", async () => {
    writeLocalDraft(localStorage, skipStep(skipStep(newDraft(USER_ID))));
    const reload = renderWizard('/dashboard/create?step=2');
    await waitFor(() => expect(reload.result.current.wizard.draft?.currentStep).toBe(2));
    expect(reload.result.current.wizard.draft?.maxStepReached).toBe(3);
    reload.unmount();

    const ahead = renderWizard('/dashboard/create?step=5');
    await waitFor(() => expect(stepOfAddress(ahead.result.current.location.search)).toBe('2'));
    expect(ahead.result.current.wizard.draft?.currentStep).toBe(2);
  });
});

describe('the unsaved section', () => {
  const section: UnsavedSection = {
    choice: { sectionType: 'Introduction', customNumber: '', contentType: 'educational' },
    request: { title: 'Prep Once', sectionName: 'Introduction', contentType: 'educational' },
    saveKey: '0d2e6a4c-3f1b-4c8e-9a7d-5b6c7d8e9f01',
    text: '# Introduction\n\nEdited by hand.',
  };

  it('is kept in the local copy, and over a reload of the resumed project it was written for', async () => {
    stubApi(() => ok(projectOf()));
    writeLocalDraft(localStorage, { ...newDraft(USER_ID), draftProjectId: PROJECT_ID, unsavedSection: section });
    const { result } = renderWizard(`/dashboard/create?projectId=${PROJECT_ID}`);
    await waitFor(() => expect(result.current.wizard.draft?.unsavedSection).toEqual(section));

    act(() => void result.current.wizard.keepUnsavedSection({ ...section, text: 'Shorter.' }));
    expect(readLocalDraft(localStorage, USER_ID)?.unsavedSection?.text).toBe('Shorter.');
    let kept = true;
    act(() => {
      kept = result.current.wizard.keepUnsavedSection({ ...section, text: 'x'.repeat(200_001) });
    });
    expect(kept).toBe(false);
    expect(readLocalDraft(localStorage, USER_ID)?.unsavedSection?.text).toBe('Shorter.');
  });

  it("is not taken into another project's draft", async () => {
    stubApi(() => ok(projectOf()));
    writeLocalDraft(localStorage, { ...newDraft(USER_ID), draftProjectId: 'another', unsavedSection: section });
    const { result } = renderWizard(`/dashboard/create?projectId=${PROJECT_ID}`);
    await waitFor(() => expect(result.current.wizard.draft?.draftProjectId).toBe(PROJECT_ID));
    expect(result.current.wizard.draft?.unsavedSection).toBeNull();
  });
});

describe('saving the draft project', () => {
  it('creates it once on the first completion, then changes it; a stale second choice is ignored', async () => {
    const calls = stubApi(({ method }) => (method === 'POST' ? ok(projectOf(), 201) : ok(projectOf())));
    const { result } = renderWizard();
    act(() => {
      result.current.wizard.complete(1, { nicheId: 'niche-1' });
      result.current.wizard.complete(1, { nicheId: 'niche-2' });
    });
    expect(result.current.wizard.draft).toMatchObject({ currentStep: 2, selections: { nicheId: 'niche-1' } });
    await waitFor(() => expect(result.current.wizard.draft?.draftProjectId).toBe(PROJECT_ID));
    act(() => result.current.wizard.complete(2, { ideaId: 'idea-1' }, { productType: 'guide' }));
    await waitFor(() => expect(calls.filter((call) => call.method !== 'GET')).toHaveLength(2));

    const [create, update] = calls.filter((call) => call.method !== 'GET');
    expect(create).toMatchObject({ method: 'POST', path: '/api/projects' });
    expect(create?.body).toMatchObject({
      nicheId: 'niche-1',
      wizardStep: 2,
      wizardMaxStep: 2,
      contentIds: [],
      title: expect.stringMatching(/^Draft Product - \w{3} \d{1,2}, \d{4}$/),
      saveKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      nameGenerated: true,
    });
    expect(update).toMatchObject({ method: 'PATCH', path: `/api/projects/${PROJECT_ID}` });
    expect(update?.body).toMatchObject({ ideaId: 'idea-1', productType: 'guide', wizardStep: 3 });
  });

  it('asks the server to name the draft after a chosen title as a generated name, which it keeps only if unnamed', async () => {
    const calls = stubApi(() => ok(projectOf()));
    writeLocalDraft(localStorage, { ...skipStep(skipStep(newDraft(USER_ID))), draftProjectId: PROJECT_ID });
    const { result } = renderWizard();
    await waitFor(() => expect(result.current.wizard.draft?.currentStep).toBe(3));
    act(() => result.current.wizard.complete(3, { titleId: TITLE_ID }, { title: 'Bake Between Shifts' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const update = calls.find((call) => call.method === 'PATCH');
    expect(update?.body).toMatchObject({
      titleId: TITLE_ID,
      nameGenerated: true,
      title: expect.stringMatching(/^Draft - Bake Between Shifts - \w{3} \d{1,2}, \d{4}$/),
    });
  });

  it("takes the draft project's sections as the server holds them, after the saves under way", async () => {
    const written = ['5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c01', '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c02'];
    const section = (id: string, sectionName: string): SavedContent => ({
      id,
      projectId: PROJECT_ID,
      createdAt: '2026-11-25T10:00:00.000Z',
      sectionName,
      content: `# ${sectionName}`,
      contentType: 'educational',
      titleId: TITLE_ID,
      ideaId: null,
      generationInput: null,
    });
    const calls = stubApi(() =>
      ok(projectOf({ sections: [section(written[0]!, 'Introduction'), section(written[1]!, 'Chapter 1: Starter')] })),
    );
    writeLocalDraft(localStorage, {
      ...newDraft(USER_ID),
      currentStep: 4,
      maxStepReached: 4,
      draftProjectId: PROJECT_ID,
      selections: { ...newDraft(USER_ID).selections, titleId: TITLE_ID, contentIds: ['stale-section'] },
    });
    const { result } = renderWizard();
    await waitFor(() => expect(result.current.wizard.draft?.currentStep).toBe(4));
    act(() => {
      result.current.wizard.removeSection('stale-section');
      result.current.wizard.followProjectSections();
    });
    await waitFor(() => expect(result.current.wizard.draft?.selections.contentIds).toEqual(written));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      // The resume: the local copy's project is still a draft.
      `GET /api/projects/${PROJECT_ID}`,
      `PATCH /api/projects/${PROJECT_ID}`,
      `PUT /api/projects/${PROJECT_ID}/sections`,
      `GET /api/projects/${PROJECT_ID}`,
    ]);
    expect(readLocalDraft(localStorage, USER_ID)?.selections.contentIds).toEqual(written);
  });

  it('does not leave the content step without a section', () => {
    const calls = stubApi(() => ok(projectOf()));
    writeLocalDraft(localStorage, { ...newDraft(USER_ID), currentStep: 4, maxStepReached: 4 });
    const { result } = renderWizard();
    act(() => result.current.wizard.finishContent());
    expect(toast.error).toHaveBeenCalledWith('Please add at least one content section');
    expect(result.current.wizard.draft?.currentStep).toBe(4);
    expect(calls).toEqual([]);
  });

  /** A local copy at the review of the draft project, the title chosen; `projectName` when its creator named it. */
  const atReview = (projectName: string | null = null) => ({
    ...completeStep(newDraft(USER_ID), { titleId: TITLE_ID }),
    currentStep: 6,
    maxStepReached: 6,
    draftProjectId: PROJECT_ID,
    projectName,
  });

  /** Renders the wizard resumed from `draft`, the browser's copy, once it has resumed. */
  async function resumedAt(draft: WizardDraft) {
    writeLocalDraft(localStorage, draft);
    const rendered = renderWizard();
    await waitFor(() => expect(rendered.result.current.wizard.draft?.currentStep).toBe(draft.currentStep));
    return rendered;
  }

  it('saves the product under its trimmed name as a draft, clears the local copy and opens the project', async () => {
    const calls = stubApi(() => ok(projectOf()));
    const { result } = await resumedAt(atReview());
    await act(() => result.current.wizard.finish('  Prep Once 🍲  ', false));

    const update = calls.find((call) => call.method === 'PATCH');
    // The name is the book's title, which it already is: it goes on following the plan, which is not saved again.
    expect(update?.body).toMatchObject({ title: 'Prep Once 🍲', nameGenerated: true, status: 'draft', wizardStep: 6 });
    expect(calls.some((call) => call.method === 'PUT' && call.path.endsWith('/plan'))).toBe(false);
    expect(calls.some((call) => call.path.endsWith('/documents'))).toBe(false);
    expect(toast.success).toHaveBeenCalledWith('Product saved as draft!');
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(result.current.location.pathname).toBe(`/dashboard/project/${PROJECT_ID}`));
  });

  it('retitles the book with another name typed at the review, so the name and the book say one title', async () => {
    const calls = stubApi(() => ok(projectOf()));
    const { result } = await resumedAt(atReview());
    await act(() => result.current.wizard.finish('Cook Once, Eat All Week', false));

    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: 'Cook Once, Eat All Week',
      nameGenerated: true,
    });
    const retitled = calls.find((call) => call.method === 'PUT' && call.path.endsWith('/plan'));
    expect(retitled?.body).toEqual({ ...PLAN, title: 'Cook Once, Eat All Week', revision: 0 });
    await waitFor(() => expect(result.current.location.pathname).toBe(`/dashboard/project/${PROJECT_ID}`));
  });

  it("names a project its creator named elsewhere with the review's name, as the creator's", async () => {
    const calls = stubApi(() => ok(projectOf({ title: 'Farmers Market Baker Guide', nameGenerated: false })));
    const { result } = await resumedAt(atReview('Farmers Market Baker Guide'));
    await act(() => result.current.wizard.finish('Prep Once 🍲', false));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: 'Prep Once 🍲',
      nameGenerated: false,
    });
  });

  it('stays on the review when the book cannot take the name, saying why', async () => {
    stubApi(() => ok(projectOf()), {
      'PUT /api/projects/:id/plan': () =>
        errorAnswer(400, { code: 'VALIDATION', message: 'Book title must be at most 200 characters', field: 'title' }),
    });
    const { result } = await resumedAt(atReview());
    await act(() => result.current.wizard.finish('Cook Once, Eat All Week', true));
    expect(toast.error).toHaveBeenCalledWith('Book title must be at most 200 characters');
    expect(result.current.wizard.draft?.currentStep).toBe(6);
    expect(result.current.location.pathname).toBe('/dashboard/create');
    expect(readLocalDraft(localStorage, USER_ID)?.currentStep).toBe(6);
  });

  it('saves the product as ready, and says its PDF was generated only once it is', async () => {
    let made = false;
    const calls = stubApi(({ method, path }) => {
      if (!path.endsWith('/documents')) return ok(projectOf());
      if (method === 'POST') return ok({ documentsStatus: 'generating' }, 202);
      const status = { status: 'ready', documentsStatus: made ? 'completed' : 'generating' };
      const draftCopy = {
        documentsStatus: 'not_generated',
        documentsError: null,
        pdfUrl: null,
        docxUrl: null,
        epubUrl: null,
      };
      return ok({ id: PROJECT_ID, title: 'Prep Once', documentsError: null, draftCopy, ...status });
    });
    const { result } = await resumedAt(atReview());
    // The dashboard around the wizard follows the documents it starts.
    renderHookInApp(() => useFollowGenerations());
    await act(() => result.current.wizard.finish('Prep Once 🍲', true));

    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      title: 'Prep Once 🍲',
      status: 'ready',
    });
    await waitFor(() => expect(result.current.location.pathname).toBe(`/dashboard/project/${PROJECT_ID}`));
    await waitFor(() => expect(calls.filter((call) => call.path.endsWith('/documents'))).toHaveLength(3));
    expect(toast.success).not.toHaveBeenCalled();
    made = true;
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Product created and PDF generated!'));
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it('says the product was saved when its PDF could not be started', async () => {
    stubApi(({ path }) =>
      path.endsWith('/documents')
        ? { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } }
        : ok(projectOf()),
    );
    const { result } = await resumedAt(atReview());
    await act(() => result.current.wizard.finish('Prep Once 🍲', true));
    expect(toast.error).toHaveBeenCalledWith('Product saved but PDF generation failed');
    // The product stays saved: its page opens.
    await waitFor(() => expect(result.current.location.pathname).toBe(`/dashboard/project/${PROJECT_ID}`));
    expect(localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  });
});
