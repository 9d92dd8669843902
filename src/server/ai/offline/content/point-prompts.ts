/**
 * The sentences and author prompts of an outline point's sub-section. Each list is drawn without repeats
 * within one section, so no sentence is written twice. Slots (README.md, 'Slots'): {point} (the point's own words
 * in sentence form), {question} (a point written as a question), {audience}, {noun}, {unit}, {section}, {constraint}.
 */

/** The first sentence under a point; the point's words follow a word that takes any phrase. */
export const POINT_LEADS = [
  'This part covers {point}: what it means, why it matters to {audience} and how to apply it.',
  'Here the focus is on {point}, explained for {audience} rather than for experts.',
  'The subject of this part is {point}, and it is worth getting clear on, because later parts of this {noun} build on it.',
  'When it comes to {point}, {audience} tend to run into the same few questions, and this part answers them in plain words.',
  'This part is about {point}, in a form that fits around {constraint}.',
  'Read this part with your own situation in mind: it deals with {point}.',
  'In this part of the {section} we look at {point}, starting with the basics and ending with one thing to try.',
  'A short look at {point} follows, with the main idea first and the details after.',
  'The topic here is {point}; if it is new to you, read it once for the overview and again when you apply it.',
  'What follows takes one thing at a time: {point}.',
  'This part turns to {point}, one of the building blocks of this {noun}.',
  'One step at a time, this part works through {point}.',
] as const;

/** The first sentence under a point written as a question; the question comes first, as written. */
export const QUESTION_LEADS = [
  '{Question} It is one of the first questions {audience} ask, and this part answers it step by step.',
  '{Question} The honest answer depends on your situation, and this part helps you work out yours.',
  '{Question} This part answers it plainly, for {audience} rather than for experts.',
  '{Question} Many readers wonder the same, and the answer is simpler than it first seems.',
] as const;

/** What the author should add under a point: the knowledge a template cannot have. */
export const NOTE_PROMPTS = [
  'Explain this point in two or three plain sentences, as you would to one of the {audience} this {noun} is for.',
  'Give one real example, yours or a reader’s, that shows it in practice.',
  'Name the mistake {audience} make most often here, and how to avoid it.',
  'Say what the reader should do after reading this part, and how long it takes.',
  'Add any figure, measurement or rule of thumb you rely on, and check it before publishing.',
  'Say when this advice does not apply, or when to ask an expert.',
  'List what the reader needs to have ready: tools, materials or information.',
  'Describe what success looks like, so the reader knows when they have got it right.',
  'Add a tip that saves time for readers dealing with {constraint}.',
  'Link it to the rest of the {noun}: what it builds on and what comes next.',
  'Answer the question readers ask you most about this point.',
  'Add a photo, diagram or table where it is easier to show than to tell.',
  'Cut anything a beginner does not need yet.',
  'Say what is different for {audience} compared with the usual advice.',
] as const;

/** The line before a point's own sub-points. */
export const DETAIL_INTROS = [
  'It comes down to these parts:',
  'This part covers, in order:',
  'The pieces to go through:',
  'What this includes:',
  'Broken down, it has these parts:',
  'Step by step, it covers:',
] as const;

/** The last sentence under a point: one small thing for the reader to do. */
export const POINT_ACTIONS = [
  'Before moving on, try one small part of it and note what happened.',
  'Mark the one idea here you want to try first.',
  'Write down one question this part leaves you with, and look for the answer as you read on.',
  'Take five minutes to note how this applies to your own situation.',
  'Come back to this part after your first attempt; it will read differently.',
  'Pick one thing from this part to do this week, and put it in your calendar.',
] as const;
