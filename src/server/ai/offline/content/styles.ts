import type { ContentType } from '../../../../shared/schemas/content.js';

/**
 * How each content type frames an outline point for the reader, one sentence each, used at most once per
 * section. Slots (README.md, 'Slots'): {audience}, {noun}, {unit}, {section}, {minutes}, {constraint}.
 * The sentences promise no facts about the subject: the facts come from the author's notes.
 */
export const CONTENT_STYLES: Record<ContentType, readonly string[]> = {
  educational: [
    'The aim is understanding rather than memorising: once you can explain it in your own words, applying it becomes much easier.',
    'Take it slowly; each idea builds on the one before.',
    'Each idea here is explained from the ground up, so no earlier knowledge is assumed.',
    'It helps to keep a few notes as you read, in your own words rather than copied.',
    'Try it once before you judge it; understanding grows faster from one real attempt than from more reading.',
  ],
  howto: [
    'Work through it in order, and check the result of each step before going on to the next.',
    'Set aside about {minutes} minutes and have everything you need within reach before you start.',
    'Do the smallest complete version first; you can refine it once it works.',
    'If a step does not fit your situation, adapt it rather than skip it.',
    'Note where you stopped, so the next session starts from there instead of from the beginning.',
  ],
  informative: [
    'The facts come first, then the options and their trade-offs, so you can choose what fits your situation.',
    'There is rarely one right answer here; what suits you depends on your time, budget and experience.',
    'Where the advice you find elsewhere disagrees, this part explains the reasons behind each view.',
    'Compare the options on what matters most to you before you decide.',
    'Keep in mind that what works for others may need adjusting to fit {constraint}.',
  ],
  persuasive: [
    'It is worth the effort, and the reasons below show why.',
    '{Audience} who get this right usually find the rest of the {noun} much easier.',
    'Skipping it tends to cost more time later than it saves now.',
    'Judge it by your own results: try it for a week and compare.',
    'The first step is small, and the benefit grows every time you repeat it.',
  ],
  storytelling: [
    'Many readers come to this at a turning point, when the old way has stopped working.',
    'Most people who get this right can name the moment it clicked.',
    'Every reader’s path is different, but the turning points tend to be the same.',
    'It often starts small: one evening, one attempt, one thing that finally works.',
    'Real weeks rarely go to plan, around {constraint}, and that is where this part begins.',
  ],
};
