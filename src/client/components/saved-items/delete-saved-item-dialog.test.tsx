// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteSavedItemDialog } from './delete-saved-item-dialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TITLE_ID = '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The usage read answers `answer`, once it is let go. */
function servingUsage(answer: () => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const fetch = vi.fn(async () => {
    await released;
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, release };
}

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DeleteSavedItemDialog
        kind="titles"
        id={TITLE_ID}
        itemType="title"
        busy={busy}
        onConfirm={onConfirm}
        onCancel={onCancel}
      />
    </QueryClientProvider>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('alertdialog') };
}

describe('DeleteSavedItemDialog', () => {
  it('asks the question, says it is checking, then names the projects that use the item', async () => {
    const server = servingUsage(() =>
      json(200, {
        projects: [
          { id: '8d9c6a1e-2b3f-4c5d-9e8f-7a6b5c4d3e2f', title: 'Meal Prep for Students' },
          { id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', title: 'Meal Prep for Nurses' },
        ],
      }),
    );
    const { dialog } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Are you sure you want to delete this title?' })).toBeTruthy();
    expect(dialog.textContent).toContain('Checking which projects use this title…');
    expect(server.fetch).toHaveBeenCalledWith(`/api/titles/${TITLE_ID}/usage`, expect.anything());
    server.release();
    await screen.findByText(
      'Used by 2 projects: Meal Prep for Students, Meal Prep for Nurses; their files will need to be generated again.',
    );
  });

  it('says so when no project uses the item', async () => {
    servingUsage(() => json(200, { projects: [] })).release();
    renderDialog();
    await screen.findByText('No project uses this title.');
  });

  it('says when the usage cannot be read, and Delete still deletes', async () => {
    servingUsage(() => json(500, { error: { code: 'INTERNAL', message: 'Failed to load title data' } })).release();
    const { onConfirm } = renderDialog();
    await screen.findByText(/^Could not check which projects use this title\./);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('gives Cancel the focus first, and Cancel or Escape cancels without deleting', () => {
    servingUsage(() => json(200, { projects: [] }));
    const { onConfirm, onCancel, dialog } = renderDialog();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledOnce();
    fireEvent.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes once on a double-click', () => {
    servingUsage(() => json(200, { projects: [] }));
    const { onConfirm } = renderDialog();
    const remove = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(remove, { detail: 1 });
    fireEvent.click(remove, { detail: 2 });
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows the delete running and cannot be cancelled meanwhile', () => {
    servingUsage(() => json(200, { projects: [] }));
    const { onCancel, dialog } = renderDialog(true);
    expect(screen.getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
