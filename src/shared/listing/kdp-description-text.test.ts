import { describe, expect, it } from 'vitest';
import { kdpDescriptionText } from './kdp-description-text.js';

describe('kdpDescriptionText', () => {
  it('reads paragraphs and headings as lines with a blank line between, list items as lines of their own', () => {
    expect(
      kdpDescriptionText(
        '<h4>Bread, every season</h4><p>A <b>year</b> of <i>bread</i>,<br>one <u>season</u> at a time.</p>' +
          '<ul><li>Fifty recipes</li><li><p>A starter kept alive</p></li></ul><ol><li>Mix</li><li>Bake</li></ol>' +
          '<p>Start  this\tweek.</p>',
      ),
    ).toBe(
      'Bread, every season\n\nA year of bread,\none season at a time.\n\n• Fifty recipes\n• A starter kept alive\n\n' +
        '1. Mix\n2. Bake\n\nStart this week.',
    );
  });

  it('reads character references and leaves unknown ones as written', () => {
    expect(
      kdpDescriptionText('<p>Salt &amp; flour &lt;3 &quot;crust&quot; &#233;&#x2014;&hellip; &bogus; AT&T</p>'),
    ).toBe('Salt & flour <3 "crust" é—… &bogus; AT&T');
  });

  it('keeps text typed as markup as its characters and drops every tag', () => {
    expect(kdpDescriptionText('<p>&lt;script&gt;alert(1)&lt;/script&gt; #set $x$ *b* \\</p>')).toBe(
      '<script>alert(1)</script> #set $x$ *b* \\',
    );
    expect(kdpDescriptionText('<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(2)"><!-- note -->')).toBe(
      'Hi\n\nalert(1)',
    );
    expect(kdpDescriptionText('5 < 6 and 7 > 2')).toBe('5 < 6 and 7 > 2');
  });

  it('reads a description written as plain paragraphs the same', () => {
    expect(kdpDescriptionText('For parents.\n\nOne habit a week.\nNo more.')).toBe(
      'For parents.\n\nOne habit a week.\nNo more.',
    );
  });

  it('drops what no file can hold', () => {
    expect(kdpDescriptionText('<p>a&#1;b&#0;c&#xD800;</p>')).toBe('ab�c�');
  });
});
