// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublishCheck } from '@shared/schemas/publish-check';
import { PublishCheckCard } from './publish-check-card';

afterEach(cleanup);

const CHECK: PublishCheck = {
  current: true,
  checkedAt: '2026-11-26T08:00:00.000Z',
  destinations: [
    {
      id: 'kdp-ebook',
      name: 'Amazon KDP eBook',
      passed: false,
      rules: [
        { rule: 'A valid EPUB', source: 'KDP help', passed: true, change: null },
        {
          rule: 'A cover image at least 1000 px on its short side',
          source: 'KDP help',
          passed: false,
          change: 'The cover is 600 × 800 px; make one at least 1000 px on its short side (ideally 1600 × 2560).',
        },
      ],
    },
    {
      id: 'etsy',
      name: 'Etsy',
      passed: true,
      rules: [{ rule: 'Each file at most 20 MB', source: 'Etsy help', passed: true, change: null }],
    },
  ],
};

const item = (name: string) =>
  within(screen.getAllByRole('listitem').find((element) => element.textContent?.includes(name))!);

describe('the publish check card', () => {
  it('shows each store passed, or failed with what to change', () => {
    render(<PublishCheckCard check={CHECK} />);
    screen.getByRole('heading', { name: 'Publish check' });
    item('Etsy').getByText('Passed');
    const kdp = item('Amazon KDP eBook');
    kdp.getByText('Failed');
    kdp.getByText(/The cover is 600 × 800 px; make one at least 1000 px/);
    expect(kdp.queryByText(/A valid EPUB/)).toBeNull();
    expect(screen.queryByText('Out of date')).toBeNull();
  });

  it('says a failure every store shares once, above the stores, and the rest under each', () => {
    const template = {
      rule: "Real text, not the built-in writer's template draft",
      source: 'Infoforge',
      passed: false,
      change: 'The PDF is titled "Draft – template text – Slow Mornings": its text is a template draft.',
    };
    const [kdp, etsy] = CHECK.destinations;
    render(
      <PublishCheckCard
        check={{
          ...CHECK,
          destinations: [
            { ...kdp!, rules: [template, ...kdp!.rules] },
            { ...etsy!, passed: false, rules: [template, ...etsy!.rules] },
          ],
        }}
      />,
    );
    expect(screen.getAllByText(/its text is a template draft/)).toHaveLength(1);
    screen.getByText('Every store fails:');
    expect(item('Etsy').queryByText(/template draft/)).toBeNull();
    item('Etsy').getByText('Failed');
    item('Amazon KDP eBook').getByText(/The cover is 600 × 800 px/);
  });

  it('says the check is out of date once the files are, and shows nothing before the first check', () => {
    render(<PublishCheckCard check={{ ...CHECK, current: false }} />);
    screen.getByText('Out of date');
    screen.getByText('The files changed since this check: generate them again to check them.');
    cleanup();
    const { container } = render(<PublishCheckCard check={null} />);
    expect(container.textContent).toBe('');
  });
});
