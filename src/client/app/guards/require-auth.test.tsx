// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { GuestOnly } from './guest-only';
import { RequireAuth } from './require-auth';

/** better-auth's get-session gives these answers in turn (the last one repeats); returns the requests it took. */
function answerSessionWith(...answers: (() => Response)[]) {
  const { requests } = fakeServer({
    'GET /api/auth/get-session': () => answers[Math.min(requests.length, answers.length) - 1]!(),
  });
  return requests;
}

const SESSION = {
  session: { id: 's1', token: 't1', userId: 'u1', expiresAt: '2100-01-01T00:00:00.000Z' },
  user: { id: 'u1', email: 'ada@example.com', name: 'Ada', emailVerified: false },
};

function renderAt(path: string) {
  renderInApp(
    <Routes>
      <Route element={<RequireAuth />}>
        <Route path="/dashboard" element={<h1>Dashboard</h1>} />
      </Route>
      <Route element={<GuestOnly />}>
        <Route path="/login" element={<h1>Login</h1>} />
      </Route>
    </Routes>,
    { route: path },
  );
}

describe('session guards', () => {
  it('says the server is busy on a 429 instead of showing a signed-in user the login page', async () => {
    answerSessionWith(() => Response.json({ message: 'Too many requests. Please try again later.' }, { status: 429 }));
    renderAt('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again later.');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });

  it('uses the same words for a 429 that carries no message, and lets the user try again', async () => {
    const sessionReads = answerSessionWith(
      () => new Response('busy', { status: 429 }),
      () => Response.json(SESSION),
    );
    renderAt('/dashboard');
    expect((await screen.findByRole('alert')).textContent).toContain('Too many requests. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(sessionReads).toHaveLength(2);
  });

  it('keeps a guest page from pretending the visitor is signed out when the session cannot be read', async () => {
    answerSessionWith(() => Response.json({ message: 'An error occurred. Please try again.' }, { status: 500 }));
    renderAt('/login');
    expect((await screen.findByRole('alert')).textContent).toContain('An error occurred. Please try again.');
    expect(screen.queryByRole('heading', { name: 'Login' })).toBeNull();
  });

  it('still sends a visitor with no session to /login, and a signed-in one past it', async () => {
    answerSessionWith(() => Response.json(null));
    renderAt('/dashboard');
    await screen.findByRole('heading', { name: 'Login' });
    cleanup();

    answerSessionWith(() => Response.json(SESSION));
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Dashboard' });
  });
});
