import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import './styles.css';

// The CSP forbids eval, and zod's probe for it is reported as a violation. This is the object `z.config()` writes
// (zod keeps it on globalThis); setting it here, before any page code loads zod, keeps zod out of the main chunk.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

/** Rendered as a transition, the first render yields to the browser between components instead of one long task. */
function renderApp(root: HTMLElement) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

/** A prerendered page stays on screen until the app can render that page itself, with no spinner between. */
if (container.hasChildNodes() && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    renderApp(container);
  });
} else {
  renderApp(container);
}
