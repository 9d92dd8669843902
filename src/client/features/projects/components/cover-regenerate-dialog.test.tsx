// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import type { SavedCover } from '@shared/schemas/cover';
import { CoverRegenerateDialog } from './cover-regenerate-dialog';

vi.mock('@/lib/auth/current-user', () => ({ useCurrentUser: () => ({ name: 'Nia Nightshift' }) }));

const PROJECT_ID = '2b7f4c4e-5d0a-4a53-9a4e-7b1d3f2c8a10';
const DRAWN = '/api/covers/images/7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f.png';

const coverOf = (fields: Partial<SavedCover>): SavedCover => ({
  id: '5e6f7a8b-9c0d-4e1f-a2b3-c4d5e6f7a8b9',
  projectId: PROJECT_ID,
  createdAt: '2026-11-25T10:00:00.000Z',
  title: 'Bake Between Shifts',
  imageUrl: '/api/covers/images/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png',
  style: 'elegant',
  prompt: null,
  titleId: null,
  generationInput: null,
  ...fields,
});

/** Opens the dialog on a project with `cover`, draws a cover, saves it; the requests the dialog sent. */
async function regenerate(cover: SavedCover) {
  const { requests } = fakeServer({
    'POST /api/generate-cover-image': () => Response.json({ imageUrl: DRAWN, notes: [] }),
    'POST /api/covers': () => Response.json(coverOf({ id: crypto.randomUUID(), imageUrl: DRAWN }), { status: 201 }),
    'GET /api/ai': () => Response.json({ provider: 'offline', model: 'infoforge-offline', offline: true }),
  });
  renderInApp(
    <CoverRegenerateDialog project={projectDetailOf({ id: PROJECT_ID, cover })} open onOpenChange={() => {}} />,
  );
  const prompt = screen.getByLabelText<HTMLTextAreaElement>('Custom Prompt (Optional)');
  const prefilled = prompt.value;
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate Cover' }));
  await screen.findByRole('radio', { name: 'The new cover' });
  fireEvent.click(screen.getByRole('button', { name: 'Save & Use' }));
  await waitFor(() => expect(requests.some((request) => request.path === '/api/covers')).toBe(true));
  const sent = (path: string) => requests.find((request) => request.path === path)?.body;
  return { prefilled, drawn: sent('/api/generate-cover-image'), saved: sent('/api/covers') };
}

describe('Edit Settings and Regenerate', () => {
  it("prefills the cover's custom prompt, and sends and saves it with the new cover", async () => {
    const { prefilled, drawn, saved } = await regenerate(
      coverOf({
        prompt: 'a calm kitchen at sunrise',
        generationInput: {
          title: 'Bake Between Shifts',
          authorName: 'Nia Nightshift',
          style: 'elegant',
          colorScheme: 'warm browns',
          customPrompt: 'a calm kitchen at sunrise',
        },
      }),
    );
    expect(prefilled).toBe('a calm kitchen at sunrise');
    expect(drawn).toMatchObject({ colorScheme: 'warm browns', customPrompt: 'a calm kitchen at sunrise' });
    expect(saved).toMatchObject({ prompt: 'a calm kitchen at sunrise', projectId: PROJECT_ID });
  });

  it("takes the wizard's additional details as the cover's custom prompt", async () => {
    const { prefilled, drawn, saved } = await regenerate(
      coverOf({
        prompt: 'flour on a night-shift locker',
        generationInput: {
          title: 'Bake Between Shifts',
          authorName: 'Nia Nightshift',
          style: 'elegant',
          colorScheme: 'blue and purple gradients',
          additionalDetails: 'flour on a night-shift locker',
        },
      }),
    );
    expect(prefilled).toBe('flour on a night-shift locker');
    expect(drawn).toMatchObject({ customPrompt: 'flour on a night-shift locker' });
    expect(drawn).not.toHaveProperty('additionalDetails');
    expect(saved).toMatchObject({ prompt: 'flour on a night-shift locker' });
  });

  it('prefills the prompt of a cover saved without its request', async () => {
    const { prefilled, drawn } = await regenerate(coverOf({ prompt: 'steam from a dutch oven' }));
    expect(prefilled).toBe('steam from a dutch oven');
    expect(drawn).toMatchObject({ authorName: 'Nia Nightshift', customPrompt: 'steam from a dutch oven' });
  });
});
