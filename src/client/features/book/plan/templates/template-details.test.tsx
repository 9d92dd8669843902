// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookPlan, type BookPlan, type BookPlanResponse } from '@shared/schemas/book-plan';
import { fakeServer } from '@/test/fake-server';
import { renderInApp } from '@/test/render';
import { BookPlanCard } from '../book-plan-card';

const PROJECT_ID = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const PLAN_PATH = `/api/projects/${PROJECT_ID}/plan`;

/** A saved pack of one template: a budget of three columns and one example row. */
const PACK: BookPlan = {
  title: 'Family Money Pack',
  subtitle: '',
  authorName: 'Ana Núñez',
  isbn: '',
  description: '',
  templatePack: true,
  chapters: [
    {
      title: 'Monthly Budget',
      goal: '',
      template: {
        kind: 'spreadsheet',
        columns: [
          { name: 'Item', type: 'text', choices: [], formula: '', format: 'number' },
          { name: 'Planned', type: 'currency', choices: [], formula: '', format: 'number' },
          { name: 'Spent', type: 'currency', choices: [], formula: '', format: 'number' },
        ],
        examples: [['Example: rent', '900', '850']],
      },
    },
  ],
};

/** The plan endpoint of a saved pack; returns the requests it took, each save answered as saved. */
function servingPack() {
  let current: BookPlanResponse = { plan: PACK, saved: true, kind: 'templates', revision: 1 };
  return fakeServer({
    [`GET ${PLAN_PATH}`]: () => Response.json(current),
    [`PUT ${PLAN_PATH}`]: ({ body }) => {
      current = { plan: { ...bookPlan.parse(body), templatePack: true }, saved: true, kind: 'templates', revision: 2 };
      return Response.json(current);
    },
  }).requests;
}

const openTemplate = async () =>
  fireEvent.click(await screen.findByRole('button', { name: 'Spreadsheet (XLSX): 3 columns, 1 example row' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a template pack plan', () => {
  it('adds a formula column, makes the template a printable page and saves both with it', async () => {
    const sent = servingPack();
    renderInApp(<BookPlanCard projectId={PROJECT_ID} />);
    expect(await screen.findByText('Template Pack Plan')).toBeTruthy();
    await openTemplate();
    fireEvent.click(screen.getByRole('button', { name: 'Add Column' }));
    type('Column 4', 'Left');
    fireEvent.change(screen.getByLabelText('Holds, column 4'), { target: { value: 'formula' } });
    type('Formula', '{Planned} - {Spent}');
    fireEvent.change(screen.getByLabelText('Shown as, column 4'), { target: { value: 'currency' } });
    fireEvent.change(screen.getByLabelText('Made as'), { target: { value: 'printable' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const saved = bookPlan.parse(sent.find((request) => request.method === 'PUT')?.body);
    expect(saved.chapters[0]?.template?.kind).toBe('printable');
    expect(saved.chapters[0]?.template?.columns[3]).toEqual({
      name: 'Left',
      type: 'formula',
      choices: [],
      formula: '{Planned} - {Spent}',
      format: 'currency',
    });
  });

  it('says why a formula cannot be worked out, beside it, and sends nothing', async () => {
    const sent = servingPack();
    renderInApp(<BookPlanCard projectId={PROJECT_ID} />);
    await openTemplate();
    fireEvent.click(screen.getByRole('button', { name: 'Add Column' }));
    type('Column 4', 'Twice');
    fireEvent.change(screen.getByLabelText('Holds, column 4'), { target: { value: 'formula' } });
    type('Formula', '{Item} * 2');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    expect(await screen.findByText('“Twice” uses {Item}, which holds text, not numbers')).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('removes a column’s value from every example row with the column', async () => {
    const sent = servingPack();
    renderInApp(<BookPlanCard projectId={PROJECT_ID} />);
    await openTemplate();
    const example = screen.getByTestId('template-example');
    expect(within(example).getByLabelText<HTMLInputElement>('Example 1: Spent').value).toBe('850');
    fireEvent.click(screen.getByRole('button', { name: 'Remove column 2 of template 1' }));
    expect(within(example).queryByLabelText('Example 1: Planned')).toBeNull();
    expect(within(example).getByLabelText<HTMLInputElement>('Example 1: Spent').value).toBe('850');
    fireEvent.click(screen.getByRole('button', { name: 'Save Plan' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'PUT')).toBe(true));
    const saved = bookPlan.parse(sent.find((request) => request.method === 'PUT')?.body);
    expect(saved.chapters[0]?.template?.examples).toEqual([['Example: rent', '850']]);
  });
});
