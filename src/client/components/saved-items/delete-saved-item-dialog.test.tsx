// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorAnswer, fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { DeleteSavedItemDialog } from './delete-saved-item-dialog';

const TITLE_ID = '2f8e7a3c-9b1d-4e6f-8a2b-3c4d5e6f7a8b';

/** The usage read answers `answer`, once it is let go. */
function servingUsage(answer: () => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = fakeServer({ [`GET /api/titles/${TITLE_ID}/usage`]: () => released.then(answer) });
  return { requests: server.requests, release };
}

function renderDialog(busy = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  renderInApp(
    <DeleteSavedItemDialog
      kind="titles"
      id={TITLE_ID}
      itemType="title"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('alertdialog') };
}

describe('DeleteSavedItemDialog', () => {
  it('asks the question, says it is checking, then names the projects that use the item', async () => {
    const server = servingUsage(() =>
      Response.json({
        projects: [
          { id: '8d9c6a1e-2b3f-4c5d-9e8f-7a6b5c4d3e2f', title: 'Meal Prep for Students' },
          { id: '1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d', title: 'Meal Prep for Nurses' },
        ],
      }),
    );
    const { dialog } = renderDialog();
    expect(screen.getByRole('heading', { name: 'Are you sure you want to delete this title?' })).toBeTruthy();
    expect(dialog.textContent).toContain('Checking which projects use this title…');
    expect(server.requests.map((request) => request.path)).toEqual([`/api/titles/${TITLE_ID}/usage`]);
    server.release();
    await screen.findByText(
      'Used by 2 projects: Meal Prep for Students, Meal Prep for Nurses; their files will need to be generated again.',
    );
  });

  it('says so when no project uses the item', async () => {
    servingUsage(() => Response.json({ projects: [] })).release();
    renderDialog();
    await screen.findByText('No project uses this title.');
  });

  it('says when the usage cannot be read, and Delete still deletes', async () => {
    servingUsage(() => errorAnswer(500, { code: 'INTERNAL', message: 'Failed to load title data' })).release();
    const { onConfirm } = renderDialog();
    await screen.findByText(/^Could not check which projects use this title\./);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('gives Cancel the focus first, and Cancel or Escape cancels without deleting', () => {
    servingUsage(() => Response.json({ projects: [] }));
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
    servingUsage(() => Response.json({ projects: [] }));
    const { onConfirm } = renderDialog();
    const remove = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(remove, { detail: 1 });
    fireEvent.click(remove, { detail: 2 });
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('shows the delete running and cannot be cancelled meanwhile', () => {
    servingUsage(() => Response.json({ projects: [] }));
    const { onCancel, dialog } = renderDialog(true);
    expect(screen.getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
