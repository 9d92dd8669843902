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

  it('does not count an old name where the text names a name of now that holds it', () => {
    const now = ['Selling Sourdough at the Stall', 'Feeding a Market-Size Starter'];
    expect(namesPhrase('Selling Sourdough at the Stall begins here.', 'Sourdough at the Stall', now)).toBe(false);
    expect(
      namesPhrase('Selling  sourdough at the stall, then Sourdough at the Stall.', 'Sourdough at the Stall', now),
    ).toBe(true);
    expect(namesPhrase('Read “Feeding a Market-Size Starter”.', 'Market-Size Starter', now)).toBe(false);
    // A name of now that does not hold the old one changes nothing.
    expect(namesPhrase('Sourdough at the Stall', 'Sourdough at the Stall', ['Bread for Sale'])).toBe(true);
  });
});
