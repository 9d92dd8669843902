// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

/** get-session's answers, in turn (the last one repeats). */
const session = vi.hoisted(() => {
  const state = { answers: [] as (() => Response)[], calls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!url.includes('/api/auth/get-session')) throw new Error(`unexpected fetch of ${url}`);
      return Promise.resolve(state.answers[Math.min(state.calls++, state.answers.length - 1)]!());
    }),
  );
  return state;
});

function answerSessionWith(...answers: (() => Response)[]) {
  session.answers = answers;
  session.calls = 0;
}

afterEach(cleanup);

const SESSION = {
  session: { id: 's1', token: 't1', userId: 'u1', expiresAt: '2100-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: false },
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireAuth />}>
            <Route path="/dashboard" element={<h1>Dashboard</h1>} />
          </Route>
          <Route element={<GuestOnly />}>
            <Route path="/login" element={<h1>Login</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('session guards', () => {
  it('says the server is busy on a 429 instead of showing a signed-in user the login page', async () => {
    answerSessionWith(() => json(429, { message: 'Too many requests. Please try again later.' }));
    renderAt('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('uses the same words for a 429 that carries no message, and lets the user try again', async () => {
    answerSessionWith(
      () => new Response('busy', { status: 429 }),
      () => json(200, SESSION),
    );
    renderAt('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(session.calls).toBe(2);
  });

  it('keeps a guest page from pretending the visitor is signed out when the session cannot be read', async () => {
    answerSessionWith(() => json(500, { message: 'An error occurred. Please try again.' }));
    renderAt('/login');
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('still sends a visitor with no session to /login, and a signed-in one past it', async () => {
    answerSessionWith(() => json(200, null));
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Login' });
    cleanup();

    answerSessionWith(() => json(200, SESSION));
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Dashboard' });
  });
});
