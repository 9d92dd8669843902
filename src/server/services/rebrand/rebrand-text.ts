import type { RebrandRequest } from '../../../shared/schemas/rebrand.js';

/** What a rebrand replaces in text: a name, and links (each with its address without the scheme too). */
export type RebrandRules = Pick<RebrandRequest, 'name' | 'links'>;

/** A text rebranded: the new text, how many replacements, and the text around the first before and after. */
export interface RebrandedText {
  text: string;
  replaced: number;
  before: string;
  after: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A link's scheme ("https://", "mailto:") and the address after it. */
const SCHEME = /^(https?:\/\/|mailto:)/i;
const splitLink = (link: string) => {
  const scheme = SCHEME.exec(link)?.[0] ?? '';
  return { scheme, bare: link.slice(scheme.length) };
};

// A link ends where a character that could go on naming a host or path ends: "old.com." ends a sentence, "old.com.au"
// is another site and "old.community" another word.
const LINK_END = String.raw`(?![\w-]|\.[\w-])`;
// A name is a whole word or words: "Ana" is not replaced inside "Anabel".
const WORD_EDGE = String.raw`[\p{L}\p{N}]`;

interface Replacement {
  /** The pattern, the scheme a link was written with (if any) caught as `scheme`. */
  pattern: (scheme: string) => string;
  length: number;
  replace: (scheme: string | undefined) => string;
}

/**
 * Each replacement as a pattern: a link found with or without its scheme (written "https://old.com/page", or "old.com"
 * in a sentence), replaced by the new link written the same way, the rest of its path kept; the name as a whole word.
 */
function replacementsOf({ name, links }: RebrandRules): Replacement[] {
  const linkReplacements = links.map(({ from, to }): Replacement => {
    const old = splitLink(from);
    const next = splitLink(to);
    const fullNext = next.scheme ? to : `https://${to}`;
    return {
      pattern: (scheme) => String.raw`(?<![\w./:@-])(?<${scheme}>https?:\/\/|mailto:)?${escape(old.bare)}${LINK_END}`,
      length: old.bare.length,
      replace: (scheme) => (scheme ? fullNext : next.bare),
    };
  });
  const nameReplacement: Replacement[] = name
    ? [
        {
          pattern: () => `(?<!${WORD_EDGE})${escape(name.from)}(?!${WORD_EDGE})`,
          length: name.from.length,
          replace: () => name.to,
        },
      ]
    : [];
  // The longest first, so a link on a site is replaced as itself, not as the site.
  return [...linkReplacements, ...nameReplacement].sort((a, b) => b.length - a.length);
}

/** The rules compiled once, for every text of a product: one pattern, so no text a replacement put in is replaced. */
export function compileRebrand(rules: RebrandRules): (text: string) => RebrandedText {
  const replacements = replacementsOf(rules);
  if (replacements.length === 0) return (text) => ({ text, replaced: 0, before: '', after: '' });
  const pattern = new RegExp(
    replacements.map((replacement, index) => `(?<r${index}>${replacement.pattern(`s${index}`)})`).join('|'),
    'gu',
  );
  return (text) => {
    let next = '';
    let copied = 0;
    let first: { at: number; length: number; put: string } | null = null;
    let replaced = 0;
    for (const match of text.matchAll(pattern)) {
      const groups = match.groups ?? {};
      const index = replacements.findIndex((_, candidate) => groups[`r${candidate}`] !== undefined);
      const put = replacements[index]!.replace(groups[`s${index}`]);
      next += text.slice(copied, match.index) + put;
      copied = match.index + match[0].length;
      first ??= { at: match.index, length: match[0].length, put };
      replaced += 1;
    }
    if (!first) return { text, replaced: 0, before: '', after: '' };
    next += text.slice(copied);
    const { at, length, put } = first;
    return { text: next, replaced, before: around(text, at, length), after: around(next, at, put.length) };
  };
}

/** Up to 40 characters either side of a change, on one line, marked where cut. */
function around(text: string, at: number, length: number): string {
  const start = Math.max(0, at - 40);
  const end = Math.min(text.length, at + length + 40);
  const line = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${line}${end < text.length ? '…' : ''}`;
}

/** A link as a reader finds it: a web address or an e-mail link, without the punctuation that ends a sentence. */
const LINK = /\b(?:https?:\/\/|mailto:)[^\s<>"'()[\]{}]+/giu;
const TRAILING = /[.,;:!?*_]+$/u;

/** Every link the texts hold, each once with how many times, the most frequent first. */
export function findLinks(texts: readonly string[]): { url: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const [match] of text.matchAll(LINK)) {
      const url = match.replace(TRAILING, '');
      counts.set(url, (counts.get(url) ?? 0) + 1);
    }
  return [...counts]
    .map(([url, count]) => ({ url, count }))
    .sort((a, b) => b.count - a.count || a.url.localeCompare(b.url));
}
