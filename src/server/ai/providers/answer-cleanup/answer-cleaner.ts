import { NUMBERED_UNITS, readSectionName, sectionHeading } from '../../../../shared/section-name.js';
import { CHATTER_MAX_CHARS, isClosingOffer, isPreamble } from './chatter-phrasings.js';

/** What the clean-up took out of an answer: which kind of thing, and its words. */
export interface Removal {
  kind: 'preamble' | 'closing' | 'fence' | 'heading';
  text: string;
}

export interface AnswerCleaner {
  /** Takes the next piece of the answer; returns the cleaned text that is certain by now. */
  push(delta: string): string;
  /** The answer has ended: returns the rest of the cleaned text. */
  end(): string;
  /** What was taken out so far, in order. */
  readonly removed: Removal[];
}

const HEADING_LINE = /^ {0,3}(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
const FENCE_LINE = /^ {0,3}(`{3,}|~{3,})[ \t]*([^`\s]*)[^`]*$/;
const RULE_LINE = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;
/** Lines that start a block other than a paragraph: never chatter. */
const NOT_PROSE = /^ {0,3}(?:[-*+][ \t]|\d{1,3}[.)][ \t]|>|\||:::)/;
/** A line begun this way may turn out to be a fence, heading or rule, so it is not sent before it ends. */
const MAY_CHANGE_BLOCK = /^\s*(?:[`~#*_-]|$)/;
const WRAP_LANGUAGES = new Set(['', 'markdown', 'md', 'text', 'txt']);
/** The longest removed text recorded. */
const RECORDED_CHARS = 160;

interface Fence {
  char: string;
  length: number;
}

const comparable = (text: string) =>
  text.normalize('NFKC').replace(/[*_`]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A first heading that repeats or renames the part: a top-level one (the part's own heading comes from its name), or
 * one naming the part ('Chapter 3: …', its title).
 */
function headsThePart(depth: number, text: string, names: readonly string[]): boolean {
  if (depth === 1) return true;
  const known = new Set(names.flatMap((name) => [comparable(name), comparable(sectionHeading(name).title)]));
  return (
    known.has(comparable(text)) ||
    known.has(comparable(sectionHeading(text).title)) ||
    readSectionName(text, NUMBERED_UNITS).unit !== null
  );
}

function fenceOf(line: string): (Fence & { info: string }) | null {
  const match = FENCE_LINE.exec(line);
  if (!match?.[1]) return null;
  return { char: match[1][0] ?? '`', length: match[1].length, info: (match[2] ?? '').toLowerCase() };
}

const closes = (line: string, fence: Fence) => {
  const found = fenceOf(line);
  return found !== null && found.info === '' && found.char === fence.char && found.length >= fence.length;
};

/**
 * The clean-up of a provider's answer (docs/decisions/0053-provider-answer-hygiene.md), as it streams: a preamble
 * and a closing offer addressed to the person asking (chatter-phrasings.ts), a fence around the whole answer, and a
 * first heading that repeats or renames the part (`names`) are taken out; everything else is the author's markdown
 * and passes unchanged. Text is sent on as soon as it cannot be one of those: a paragraph that might be a closing
 * offer waits until something other than chatter follows it. The pieces joined are `cleanAnswer` of the whole.
 */
export function createAnswerCleaner(names: readonly string[]): AnswerCleaner {
  const removed: Removal[] = [];
  let tail = '';
  let tailSent = 0;
  let phase: 'head' | 'body' = 'head';
  let wrap: Fence | null = null;
  let code: Fence | null = null;
  /** The paragraph being read, not sent yet; null when none is, or the one being read is sent as it comes. */
  let paragraph: string | null = null;
  let sendingBlock = false;
  const held: { kind: 'closing' | 'rule' | 'fence'; text: string }[] = [];
  let output = '';
  let started = false;
  let pendingSpace = '';

  const record = (kind: Removal['kind'], text: string) => {
    const words = text.replace(/\s+/g, ' ').trim();
    removed.push({ kind, text: words.length > RECORDED_CHARS ? `${words.slice(0, RECORDED_CHARS - 1)}…` : words });
  };

  /** Sends text on, holding back trailing white space until more text follows it (and dropping it at either end). */
  const send = (text: string) => {
    const all = pendingSpace + text;
    const kept = all.trimEnd();
    pendingSpace = all.slice(kept.length);
    if (!kept) return;
    output += started ? kept : kept.trimStart();
    started = true;
  };

  const sendHeld = () => {
    for (const item of held.splice(0)) if (item.kind !== 'fence') send(item.text);
  };

  /** A finished paragraph not yet sent: a closing offer waits, anything else goes with what waited before it. */
  const endParagraph = () => {
    if (paragraph !== null) {
      if (phase === 'head' && isPreamble(paragraph)) record('preamble', paragraph);
      else if (phase === 'body' && isClosingOffer(paragraph)) held.push({ kind: 'closing', text: paragraph });
      else {
        phase = 'body';
        sendHeld();
        send(paragraph);
      }
    }
    paragraph = null;
    sendingBlock = false;
  };

  const sendLine = (text: string) => {
    phase = 'body';
    sendHeld();
    send(text);
  };

  /** One whole line of the answer, with its line break ('' for the last line). */
  function line(text: string, lineBreak: string, alreadySent: number) {
    const bare = text.replace(/\r$/, '');
    const whole = text + lineBreak;
    if (code) {
      if (closes(bare, code)) code = null;
      send(whole.slice(alreadySent));
      return;
    }
    const fence = fenceOf(bare);
    if (fence && wrap && closes(bare, wrap)) {
      endParagraph();
      held.push({ kind: 'fence', text: whole });
      return;
    }
    if (fence && phase === 'head' && !wrap && WRAP_LANGUAGES.has(fence.info) && paragraph === null) {
      wrap = fence;
      record('fence', bare);
      return;
    }
    if (fence) {
      endParagraph();
      code = fence;
      sendLine(whole);
      return;
    }
    if (!bare.trim()) {
      endParagraph();
      if (held.length > 0) held[held.length - 1]!.text += whole;
      else if (phase === 'body') send(whole);
      return;
    }
    const heading = HEADING_LINE.exec(bare);
    if (heading) {
      endParagraph();
      if (phase === 'head' && headsThePart(heading[1]?.length ?? 1, heading[2] ?? '', names)) {
        record('heading', bare);
        phase = 'body';
        return;
      }
      sendLine(whole);
      return;
    }
    if (RULE_LINE.test(bare)) {
      endParagraph();
      if (phase === 'body') held.push({ kind: 'rule', text: whole });
      return;
    }
    if (sendingBlock) {
      send(whole.slice(alreadySent));
      return;
    }
    if (paragraph === null && NOT_PROSE.test(bare)) {
      sendLine(whole);
      sendingBlock = true;
      return;
    }
    paragraph = (paragraph ?? '') + whole;
    if (paragraph.length > CHATTER_MAX_CHARS) {
      const text = paragraph;
      paragraph = null;
      sendLine(text);
      sendingBlock = true;
    }
  }

  /**
   * The part of an unfinished line that can go now: in a block being sent (or a paragraph grown too long to be
   * chatter), once it cannot start another block.
   */
  function sendPartOfLine() {
    const unsure = (paragraph ?? '') + tail;
    if (!code && !sendingBlock && unsure.length > CHATTER_MAX_CHARS && !MAY_CHANGE_BLOCK.test(tail)) {
      paragraph = null;
      sendLine(unsure.slice(0, unsure.length - tail.length));
      sendingBlock = true;
    }
    const fits = code ? !/^\s*[`~]/.test(tail) && tail.trim() !== '' : sendingBlock && !MAY_CHANGE_BLOCK.test(tail);
    if (!fits || tail.length <= tailSent) return;
    send(tail.slice(tailSent));
    tailSent = tail.length;
  }

  const drain = () => {
    const from = output.length;
    return () => output.slice(from);
  };

  return {
    removed,
    push(delta) {
      const taken = drain();
      tail += delta;
      let lineEnd = tail.indexOf('\n');
      while (lineEnd >= 0) {
        const sent = tailSent;
        tailSent = 0;
        line(tail.slice(0, lineEnd), '\n', sent);
        tail = tail.slice(lineEnd + 1);
        lineEnd = tail.indexOf('\n');
      }
      sendPartOfLine();
      return taken();
    },
    end() {
      const taken = drain();
      if (tail) line(tail, '', tailSent);
      tail = '';
      tailSent = 0;
      endParagraph();
      for (const item of held.splice(0)) if (item.kind === 'closing') record('closing', item.text);
      return taken();
    },
  };
}

/** An answer cleaned whole: the same text a cleaner streams, and what was taken out. */
export function cleanAnswer(answer: string, names: readonly string[]): { text: string; removed: Removal[] } {
  const cleaner = createAnswerCleaner(names);
  const text = cleaner.push(answer) + cleaner.end();
  return { text, removed: cleaner.removed };
}
