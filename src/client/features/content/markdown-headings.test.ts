import { describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/limits';
import { firstHeading } from './markdown-headings';

describe('firstHeading', () => {
  it('takes the first ATX heading of the complete lines, without its marks', () => {
    expect(firstHeading('Some intro.\n\n## **Setting** up `the` kitchen\n')).toBe('Setting up the kitchen');
  });

  it('waits for the heading line to be complete', () => {
    expect(firstHeading('# Chapter 3: Your First Sun')).toBeUndefined();
    expect(firstHeading('# Chapter 3: Your First Sunday\n')).toBe('Chapter 3: Your First Sunday');
  });

  it('keeps emoji and drops a closing sequence of #s', () => {
    expect(firstHeading('# 🚀 Launch Day 🎉 ##\n')).toBe('🚀 Launch Day 🎉');
    expect(firstHeading('## C# for beginners\n')).toBe('C# for beginners');
  });

  it('reads setext headings once their underline has arrived', () => {
    expect(firstHeading('Prep Once, Eat All Week\n')).toBeUndefined();
    expect(firstHeading('Prep Once, Eat All Week\n=======\n')).toBe('Prep Once, Eat All Week');
    expect(firstHeading('Shopping for a week\n---\n')).toBe('Shopping for a week');
  });

  it('does not take a rule after a blank line, a list item or a quote for an underline', () => {
    expect(firstHeading('Intro\n\n---\n')).toBeUndefined();
    expect(firstHeading('- a point\n---\n')).toBeUndefined();
    expect(firstHeading('> a quote\n===\n')).toBeUndefined();
  });

  it('ignores headings inside code fences and indented code', () => {
    const markdown = [
      '```bash',
      '# install the tools',
      '```',
      '~~~~',
      '## not this one',
      '~~~',
      '## nor this one',
      '~~~~',
      '    # indented code',
      '#hashtag',
      '### The real heading',
      '',
    ].join('\n');
    expect(firstHeading(markdown)).toBe('The real heading');
  });

  it('skips headings with no text and cuts long ones to the name limit', () => {
    expect(firstHeading('#\n## ** **\n# Real\n')).toBe('Real');
    expect(firstHeading(`# ${'a'.repeat(LIMITS.name + 20)}\n`)).toHaveLength(LIMITS.name);
  });
});
