import { describe, expect, it } from 'vitest';
import { firstAssemblyProblem, type Assembly } from './assembly-checks';

const COMPLETE: Assembly = { projectName: 'Playbook', titleId: 't', contentIds: ['c'], coverId: 'v' };

describe('firstAssemblyProblem', () => {
  it('names the first missing part in the order of docs/product-rules.md R28', () => {
    const empty: Assembly = { projectName: '   ', titleId: null, contentIds: [], coverId: null };
    expect(firstAssemblyProblem(empty, 'draft')).toBe('Please enter a project name');
    expect(firstAssemblyProblem({ ...empty, projectName: 'P' }, 'draft')).toBe('Please select a title');
    expect(firstAssemblyProblem({ ...empty, projectName: 'P' }, 'pdf')).toBe('Please generate a title first');
    expect(firstAssemblyProblem({ ...COMPLETE, contentIds: [], coverId: null }, 'pdf')).toBe(
      'Please select at least one content section',
    );
    expect(firstAssemblyProblem({ ...COMPLETE, coverId: null }, 'draft')).toBe('Please select a cover image');
    expect(firstAssemblyProblem(COMPLETE, 'pdf')).toBeNull();
  });
});
