import type { Nodes } from 'mdast';
import { parseMarkdownSource } from './parse-markdown.js';

/**
 * The element names of HTML (the WHATWG standard's, and the obsolete ones still met in pasted text), SVG's and
 * MathML's roots: raw HTML in a section's Markdown made of them is markup, which neither the files nor the preview
 * carry.
 */
const HTML_ELEMENTS = new Set(
  (
    'a abbr acronym address applet area article aside audio b base basefont bdi bdo bgsound big blink blockquote body ' +
    'br button canvas caption center cite code col colgroup data datalist dd del details dfn dialog dir div dl dt em ' +
    'embed fieldset figcaption figure font footer form frame frameset h1 h2 h3 h4 h5 h6 head header hgroup hr html i ' +
    'iframe image img input ins isindex kbd keygen label legend li link listing main map mark marquee math menu ' +
    'menuitem meta meter multicol nav nextid nobr noembed noframes noscript object ol optgroup option output p param ' +
    'picture plaintext pre progress q rb rp rt rtc ruby s samp script search section select slot small source spacer ' +
    'span strike strong style sub summary sup svg table tbody td template textarea tfoot th thead time title tr track ' +
    'tt u ul var video wbr xmp'
  ).split(' '),
);

/** A tag's name at the start of raw HTML: `<b>`, `</b>`, `<Hooch>`, `<your name>`. */
const TAG_NAME = /^<\/?([A-Za-z][A-Za-z0-9-]*)/;

/**
 * What a reader sees of a piece of raw HTML in a section's Markdown (an `html` node): nothing when it is markup — a
 * tag of one of HTML's elements, a comment, a declaration or an instruction — else the text as written, since
 * `<Hooch>` or `<your name>` only looks like a tag: it is the writer's words, and a title the plan holds as text
 * (docs/decisions/0028-book-plan.md) reads the same in every file and in the preview.
 */
export function rawHtmlText(raw: string): string {
  const name = TAG_NAME.exec(raw)?.[1];
  return name === undefined || HTML_ELEMENTS.has(name.toLowerCase()) ? '' : raw;
}

/**
 * The Markdown with every piece of raw HTML that only looks like a tag (`rawHtmlText`) escaped (`\<Hooch>`), so a
 * platform's Markdown shows it as the files do rather than dropping it as a tag; everything else as it was.
 */
export function withTextTagsEscaped(markdown: string): string {
  const { source, tree } = parseMarkdownSource(markdown);
  const starts: number[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'html' && rawHtmlText(node.value) && node.position?.start.offset !== undefined)
      starts.push(node.position.start.offset);
    if ('children' in node) node.children.forEach(visit);
  };
  visit(tree);
  if (starts.length === 0) return markdown;
  return starts.reduceRight((text, at) => `${text.slice(0, at)}\\${text.slice(at)}`, source);
}
