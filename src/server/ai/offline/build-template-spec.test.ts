import { describe, expect, it } from 'vitest';
import { templateSpec } from '../../../shared/schemas/template-plan.js';
import { buildTemplateSpec } from './build-template-spec.js';

const columnsOf = (title: string) => buildTemplateSpec(title).columns.map((column) => column.name);

describe('the built-in writer’s draft of a template', () => {
  it('drafts the shape the title’s last naming words name, a tracker or log of money as a budget', () => {
    expect(columnsOf('Home Budgeting Checklist')).toEqual(['Step', 'Why it matters', 'Status', 'Done on']);
    expect(columnsOf('Home Budgeting Habit Calendar')).toEqual([
      'Week of',
      'What you track',
      'Target',
      'Done',
      'Progress',
      'Status',
    ]);
    expect(columnsOf('Weekly Home Budgeting Planner')).toEqual(['Day', 'Task', 'Minutes', 'Priority', 'Status']);
    for (const title of ['Budget Tracker', 'Expense Log'])
      expect(columnsOf(title), title).toEqual(['Date', 'Item', 'Category', 'Planned', 'Spent', 'Left']);
    expect(columnsOf('Reading Log')).toContain('Progress');
    expect(columnsOf('Something Else')).toEqual(['Item', 'Notes', 'Date', 'Status']);
  });

  it('makes a template that works something out a spreadsheet, one filled in by hand a printable page, a deck slides', () => {
    const kindOf = (title: string) => buildTemplateSpec(title).kind;
    for (const title of ['Budget Tracker', 'Progress Tracker', 'Monthly Review Template', 'Something Else'])
      expect(kindOf(title), title).toBe('spreadsheet');
    for (const title of ['Weekly Planner', 'Chores Checklist', 'Goal-Setting Worksheet', 'Quick-Reference Cheat Sheet'])
      expect(kindOf(title), title).toBe('printable');
    expect(kindOf('Notion Reading Tracker')).toBe('notion');
    for (const title of ['Client Welcome Letter', 'Service Proposal', 'Intake Form'])
      expect(kindOf(title), title).toBe('document');
    for (const title of ['Investor Pitch Deck', 'Webinar Slides', 'Budget Presentation'])
      expect(kindOf(title), title).toBe('slides');
  });

  it('drafts what the plan saves unchanged: every shape passes the schema and labels its example texts', () => {
    for (const title of [
      'Budget',
      'Tracker',
      'Review',
      'Planner',
      'Checklist',
      'Goal Worksheet',
      'Cheat Sheet',
      'Letter',
      'Slide Deck',
      'Misc',
    ]) {
      const draft = buildTemplateSpec(title);
      expect(templateSpec.parse(draft), title).toEqual(draft);
      const texts = draft.examples.flatMap((row) => row.filter((_, index) => draft.columns[index]?.type === 'text'));
      for (const text of texts) expect(text, title).toMatch(/^Example: /);
    }
  });
});
