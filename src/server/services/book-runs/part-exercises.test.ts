import { describe, expect, it } from 'vitest';
import { asModelAnswer } from '../../../shared/markdown-asides.js';
import { createLogger } from '../../logger.js';
import { partExercises } from './part-exercises.js';

const chapter = (question: string) => ({
  section_name: 'Chapter 1: Start',
  content: ['Plan the week.', '### Reflect', `| ${question} |\n| --- |\n| \u00a0 |`, asModelAnswer('Soup.')].join(
    '\n\n',
  ),
});

describe('partExercises', () => {
  it('reads each part on a thread, in order, and again only once its text changes', async () => {
    const logger = createLogger('silent');
    const prose = { section_name: 'Introduction', content: 'Welcome.' };
    const first = await partExercises([prose, chapter('What will you cook?')], logger);
    expect(first).toEqual([
      { exercises: [], modelAnswers: 0 },
      { exercises: ['Reflect'], modelAnswers: 1 },
    ]);
    expect(await partExercises([chapter('What will you cook?'), prose], logger)).toEqual([first[1], first[0]]);
    const changed = {
      ...chapter('Which night?'),
      content: `${chapter('Which night?').content}\n\n### More\n\n- [ ] Shop`,
    };
    expect(await partExercises([changed], logger)).toEqual([{ exercises: ['Reflect', 'More'], modelAnswers: 1 }]);
  });
});
