import { describe, expect, it } from 'vitest';
import { createRenderProgress } from './render-progress.js';

describe('render progress', () => {
  const progressAt = (marks: [number, number | 'parsed'][]) => {
    let clock = 0;
    const progress = createRenderProgress(() => clock);
    for (const [at, mark] of marks) {
      clock = at;
      if (mark === 'parsed') progress.parsed();
      else progress.parsing(mark);
    }
    return progress;
  };

  it('names the section being parsed, or once all are parsed the one that took longest, or none before the first', () => {
    expect(progressAt([]).heldBy()).toBeNull();
    expect(
      progressAt([
        [0, 0],
        [5, 1],
        [900, 2],
      ]).heldBy(),
    ).toBe(2);
    expect(
      progressAt([
        [0, 0],
        [5, 1],
        [900, 2],
        [910, 'parsed'],
      ]).heldBy(),
    ).toBe(1);
  });
});
