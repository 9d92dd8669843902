import { describe, expect, it } from 'vitest';
import { fitDescription, fitPhrase, fitText, fitWords } from './fit-listing-text.js';

describe('fitting a listing’s text to a store’s limit', () => {
  it('keeps text within the limit as it is, else cuts after the last whole sentence, else at a word', () => {
    expect(fitText('One. Two.', 20)).toBe('One. Two.');
    expect(fitText('First sentence here. Second sentence here.', 30)).toBe('First sentence here.');
    expect(fitText('A single long sentence without a stop anywhere', 20)).toBe('A single long…');
  });

  it('cuts to a number of words as well as characters', () => {
    expect(fitWords('One two. Three four five. Six.', 4, 100)).toBe('One two.');
    expect(fitWords('one two three four five', 3, 100)).toBe('one two…');
  });

  it('cuts a phrase at a word, never leaving a word it cannot end on, and drops a first word too long', () => {
    expect(fitPhrase('watercolor landscapes for adults', 20)).toBe('watercolor');
    expect(fitPhrase('mixing greens for the garden', 21)).toBe('mixing greens');
    expect(fitPhrase('supercalifragilisticexpialidocious', 20)).toBe('');
    expect(fitPhrase('  bread   baking ', 20)).toBe('bread baking');
  });

  it('cuts a description where its text allows, closing what is open and dropping what is left empty', () => {
    const html = '<p><b>Title</b></p><p>First sentence. Second sentence goes on.</p><ul><li>One</li><li>Two</li></ul>';
    expect(fitDescription(html, 500)).toBe(html);
    const cut = fitDescription(html, 60);
    expect(cut).toBe('<p><b>Title</b></p><p>First sentence.</p>');
    expect(cut.length).toBeLessThanOrEqual(60);
    const listCut = fitDescription(html, html.length - 12);
    expect(listCut).toBe('<p><b>Title</b></p><p>First sentence. Second sentence goes on.</p><ul><li>One</li></ul>');
    for (let max = 0; max <= html.length; max += 1) expect(fitDescription(html, max).length).toBeLessThanOrEqual(max);
  });
});
