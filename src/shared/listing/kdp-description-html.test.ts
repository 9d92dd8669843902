import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repeatedTo, timeGrowth } from '../../../tests/support/time-growth.js';
import {
  cleanKdpDescription,
  descriptionReadingText,
  escapeDescriptionText,
  withoutHiddenElements,
} from './kdp-description-html.js';

/** What withoutHiddenElements drops, as one pattern: right, but it reads to the end at every unclosed opener. */
const HIDDEN_ELEMENT_PATTERN = /<(script|style)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/giu;

/** Text a description may be sent as, repeating what makes a cleaner work hardest, to a length. */
const ADVERSARIAL_SHAPES: Record<string, (length: number) => string> = {
  'start tags no ">" closes': repeatedTo('<style'),
  'script start tags no ">" closes': repeatedTo('<script '),
  'elements left open': repeatedTo('<style>'),
  'end tags with no start': repeatedTo('</style'),
  'comments left open': repeatedTo('<!--'),
  'tags no ">" closes': repeatedTo('<b '),
  'one long tag name': (length) => `<${'b'.repeat(length)}`,
  'bare ampersands before names': repeatedTo('&amp'),
  'open elements, then end tags of none of them': (length) => `${'<b>'.repeat(length / 8)}${'</i>'.repeat(length / 8)}`,
  'nested elements closed one by one': (length) => `${'<b>'.repeat(length / 8)}${'</b>'.repeat(length / 8)}`,
};

describe('cleanKdpDescription', () => {
  it('keeps the tags KDP accepts, without their attributes', () => {
    expect(
      cleanKdpDescription(
        '<P class="a">One <B>two</B> <strong>three</strong> <i>four</i> <em>five</em> <u>six</u><br/>seven</P>' +
          '<h4 id="x">Eight</h4><h5>Nine</h5><h6>Ten</h6><ol><li>Eleven</li></ol><ul><li>Twelve</li></ul>',
      ),
    ).toBe(
      '<p>One <b>two</b> <strong>three</strong> <i>four</i> <em>five</em> <u>six</u><br>seven</p>' +
        '<h4>Eight</h4><h5>Nine</h5><h6>Ten</h6><ol><li>Eleven</li></ol><ul><li>Twelve</li></ul>',
    );
  });

  it('removes other tags and keeps their text; drops scripts, styles and comments with what they hold', () => {
    expect(
      cleanKdpDescription(
        '<div><h2>Title</h2><a href="javascript:alert(1)">link</a><img src=x onerror=alert(2)>' +
          '<script type="text/javascript">alert(3)</script><STYLE>p { color: red }</STYLE><!-- note -->' +
          '<span style="x">kept</span><iframe src="https://evil.example"></iframe></div>',
      ),
    ).toBe('Titlelinkkept');
    expect(cleanKdpDescription('Before <script>never closed')).toBe('Before');
  });

  it('keeps what the creator typed literal: <, >, & and Markdown or Typst characters', () => {
    expect(cleanKdpDescription('3 < 5 & 7 > 2 # $x$ *not bold* _x_ `code` @ref #set page()')).toBe(
      '3 &lt; 5 &amp; 7 &gt; 2 # $x$ *not bold* _x_ `code` @ref #set page()',
    );
    expect(cleanKdpDescription('Salt &amp; pepper &copy; &#169; &#xA9;')).toBe(
      'Salt &amp; pepper &copy; &#169; &#xA9;',
    );
  });

  it('closes what is left open and drops end tags with no start', () => {
    expect(cleanKdpDescription('<p>One <b>two</p> three</b></i>')).toBe('<p>One <b>two</b></p> three');
    expect(cleanKdpDescription('<ul><li>One<li>Two')).toBe('<ul><li>One<li>Two</li></li></ul>');
  });

  it('changes nothing in a description it cleaned', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.string(),
            fc.constantFrom('<p>', '</p>', '<b>', '</b>', '<br>', '<ul>', '<li>', '</li>', '<div x="1">', '</div>'),
            fc.constantFrom('<script>', '</script>', '&', '&amp;', '<', '>', '<!--', '-->', '&#99999999;'),
          ),
        ),
        (parts) => {
          const cleaned = cleanKdpDescription(parts.join(''));
          expect(cleanKdpDescription(cleaned)).toBe(cleaned);
          expect(cleaned).not.toMatch(/<(?!\/?(?:p|b|strong|i|em|u|br|ul|ol|li|h4|h5|h6)>)/u);
        },
      ),
    );
  });
});

describe('cleaning in time that grows with the text', () => {
  it('drops script and style elements as the one pattern would', () => {
    const parts = fc.constantFrom('<style', '<script', '<STYLE x="1">', '>', '</style>', '</script >', '</STYLE', 'a');
    fc.assert(
      fc.property(fc.array(fc.oneof(parts, fc.string({ maxLength: 3 }))), (pieces) => {
        const text = pieces.join('');
        expect(withoutHiddenElements(text)).toBe(text.replace(HIDDEN_ELEMENT_PATTERN, ''));
      }),
    );
  });

  // 16,000 and 128,000 characters: eight times the text takes about eight times as long where the time grows with
  // it, and 64 times where it grows with its square (the pattern above took ~100 ms on 40,000 characters of `<style`).
  it.each(Object.entries(ADVERSARIAL_SHAPES))('%s: eight times the text, under 24 times the time', (_, shape) => {
    for (const handle of [cleanKdpDescription, descriptionReadingText]) {
      expect(timeGrowth(handle, shape, { small: 16_000, large: 128_000, bound: 24 }).ratio).toBeLessThan(24);
    }
  });
});

describe('descriptionReadingText', () => {
  it('reads the text without markup, characters as written', () => {
    expect(descriptionReadingText('<p>Bake <b>“Bread”</b> &amp; rolls</p><ul><li>3 &lt; 5</li></ul>')).toBe(
      'Bake “Bread” & rolls 3 < 5',
    );
    expect(descriptionReadingText('&#169; &#xA9; &#99999999; &unknown;')).toBe('© © &#99999999; &unknown;');
  });

  it('reads escaped text back as it was typed (a character reference typed is kept as one)', () => {
    const withoutReferences = fc.string().filter((text) => !/&#?[a-z0-9]+;/iu.test(text));
    fc.assert(
      fc.property(withoutReferences, (text) => {
        expect(descriptionReadingText(escapeDescriptionText(text))).toBe(text.replace(/\s+/gu, ' ').trim());
      }),
    );
  });
});
