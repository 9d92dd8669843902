import { describe, expect, it } from 'vitest';
import { namesPhrase } from './names-phrase.js';

describe('namesPhrase', () => {
  it('finds a name as a whole, whatever its letter case, spacing, apostrophes and markup around it', () => {
    expect(namesPhrase('**Sourdough at the Stall** begins with a starter.', 'Sourdough at the Stall')).toBe(true);
    expect(namesPhrase('In “scaling  your\nstarter” you learned', 'Scaling Your Starter')).toBe(true);
    expect(namesPhrase('The Baker’s Year', "The Baker's Year")).toBe(true);
  });

  it('does not find it inside longer words, nor an empty name', () => {
    expect(namesPhrase('Rebuttals and buttery crusts', 'butter')).toBe(false);
    expect(namesPhrase('Butter, then flour.', 'butter')).toBe(true);
    expect(namesPhrase('Anything at all', '  ')).toBe(false);
    expect(namesPhrase('Zoë’s kitchen', 'Zo')).toBe(false);
  });
});
