/** Sentences of about a dozen words, each naming its part and place, so no two parts share one. */
function sentence(part: number, index: number): string {
  const verbs = ['prepare', 'measure', 'check', 'write down', 'plan', 'repeat'];
  const things = ['the morning list', 'the kitchen timer', 'the packed bags', 'the quiet hour', 'the weekly menu'];
  return `In part ${part}, point ${index} asks you to ${verbs[index % verbs.length]} ${things[(index + part) % things.length]} before anyone else is awake.`;
}

/**
 * A part's markdown as a provider would write it: a few paragraphs and a list, `words` words or a little more, none
 * of its sentences found in another part's text.
 */
export function partText(part: number, words = 360): string {
  const sentences: string[] = [];
  while (sentences.join(' ').split(/\s+/).length < words) sentences.push(sentence(part, sentences.length + 1));
  const paragraphs: string[] = [];
  for (let at = 0; at < sentences.length; at += 6) paragraphs.push(sentences.slice(at, at + 6).join(' '));
  return [`Part ${part} opens with its own point. It adds a second thought of its own.`, ...paragraphs].join('\n\n');
}
