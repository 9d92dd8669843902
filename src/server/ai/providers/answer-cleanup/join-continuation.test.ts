import { describe, expect, it } from 'vitest';
import { joinContinuation } from './join-continuation.js';

describe('joinContinuation', () => {
  it('adds the rest as it is after white space or when it starts a new block', () => {
    expect(joinContinuation('Feed the starter ', 'every morning.')).toBe('every morning.');
    expect(joinContinuation('Feed the starter.', '\n\n## Next')).toBe('\n\n## Next');
  });

  it('puts back the space the token limit cut between two words', () => {
    expect(joinContinuation('Feed the starter.', 'Then wait.')).toBe(' Then wait.');
    expect(joinContinuation('Feed the starter', 'every morning.')).toBe(' every morning.');
  });

  it('drops what the continuation repeats and a preamble of its own', () => {
    expect(joinContinuation('Feed the starter at eight each', 'starter at eight each morning.')).toBe(' morning.');
    expect(
      joinContinuation('Feed the starter at eight', "Sure, here's the rest of the chapter:\n\n each morning."),
    ).toBe(' each morning.');
  });
});
