// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { prerenderPages, type PrerenderedPage } from './prerender';

async function pageAt(pathname: string): Promise<PrerenderedPage> {
  const page = (await prerenderPages()).find((candidate) => candidate.path === pathname);
  if (!page) throw new Error(`${pathname} is not prerendered`);
  return page;
}

/** Parses the markup as the browser would before any script runs. */
function parse(html: string) {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('prerenderPages', () => {
  it("renders the landing page's heading and links, complete without script", async () => {
    const landing = await pageAt('/');
    expect(landing.mode).toBe('static');
    const root = parse(landing.html);
    expect(root.querySelector('h1')?.textContent).toBe('Raw ideas in. Finished products out.');
    expect(root.querySelector('a[href="/signup"]')?.textContent).toBe('Get Started');
    expect(root.querySelector('a[href="/login"]')?.textContent).toBe('Login');
  });

  it.each([
    ['/login', 'Welcome back', ['Email', 'Password']],
    ['/signup', 'Create your account', ['Full Name', 'Email', 'Password', 'Confirm Password']],
  ])('renders the form of %s with its labels, held inert until the app runs', async (pathname, heading, labels) => {
    const page = await pageAt(pathname);
    expect(page.mode).toBe('app-inert');
    const root = parse(page.html);
    expect(root.querySelector('h1')?.textContent).toBe(heading);
    const labelTexts = [...root.querySelectorAll('label')].map((label) => label.textContent);
    expect(labelTexts).toEqual(labels);
    for (const label of root.querySelectorAll('label')) {
      expect(root.querySelector(`#${label.htmlFor}`)?.tagName).toBe('INPUT');
    }
  });

  it("renders the dashboard's frame and figures' placeholders without anyone's data", async () => {
    const dashboard = await pageAt('/dashboard');
    expect(dashboard.mode).toBe('app');
    const root = parse(dashboard.html);
    expect(root.querySelector('h1')?.textContent).toBe('Welcome');
    expect(root.querySelector('nav[aria-label="Main navigation"]')?.textContent).toContain('Dashboard');
    expect(root.textContent).toContain('Total Projects');
    expect(root.querySelector('[aria-label="Loading recent projects"]')).not.toBeNull();
  });
});
