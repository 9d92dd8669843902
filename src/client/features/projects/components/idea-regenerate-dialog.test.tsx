// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { projectDetailOf } from '@/lib/projects/project-detail-fixture';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { IdeaRegenerateDialog } from './idea-regenerate-dialog';

describe('Generate New Idea', () => {
  it('starts from the type the product is made as: its idea’s when it has none of its own', () => {
    fakeServer({
      'GET /api/ai': () => Response.json({ provider: 'offline', model: 'infoforge-offline', offline: true }),
    });
    renderInApp(
      <IdeaRegenerateDialog
        project={projectDetailOf({ productType: null, madeAs: 'course' })}
        similarTo={undefined}
        open
        onOpenChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Product Type' }).textContent).toBe('Online Course');
  });
});
