import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '@/app/router';
import { cn } from '@/lib/utils';
import './styles.css';

// The CSP forbids eval, and zod's probe for it is reported as a violation. This is the object `z.config()` writes
// (zod keeps it on globalThis); setting it here, before any page code loads zod, keeps zod out of the main chunk.
Object.assign(globalThis, { __zod_globalConfig: { jitless: true } });

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing from index.html');

/** Ends the current task, so the browser can draw or answer input before the next step of starting. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the browser has drawn a frame; at once in a hidden tab, which draws none. */
async function afterFirstFrame(): Promise<void> {
  if (document.visibilityState === 'hidden') return;
  await new Promise(requestAnimationFrame);
  await nextTask();
}

/** Rendered as a transition, the first render yields to the browser between components instead of one long task. */
function renderApp(root: HTMLElement, router: DataRouter) {
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

/**
 * Starts the app once the page's first frame is drawn, one step per task so none holds the main thread for long:
 * the router (which starts loading the page's code and data), then tailwind-merge's class map (built on its first
 * use, which would otherwise fall inside the first render), then the render. A prerendered page stays on screen
 * until the app can render that page itself, with no spinner between.
 */
async function startApp(root: HTMLElement) {
  await afterFirstFrame();
  const router = createAppRouter();
  await nextTask();
  cn();
  await nextTask();
  if (root.hasChildNodes() && !router.state.initialized) {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      renderApp(root, router);
    });
  } else {
    renderApp(root, router);
  }
}

void startApp(container);
