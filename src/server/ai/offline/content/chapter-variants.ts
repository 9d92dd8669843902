import { splitSentences } from '../../book-context/markdown-sentences.js';
import { createRandom } from '../random.js';
import type { Pool } from './chapter-moves.js';

/** Where a chapter sits, and what kind of chapter it is: what its parts depend on. */
export interface Place {
  number: number;
  first: boolean;
  last: boolean;
  /** A skill to practise, or something to decide or understand (its aspects, when its goal lists them). */
  kind: 'skill' | 'decide' | 'understand';
  aspects: number;
}

/**
 * How a chapter takes its variants while it is composed: `pick` gives the index of the variant of a pool of
 * sentences, `turn` the index of a choice without sentences of its own (which part comes next, which heading).
 */
export interface Chooser {
  pick: (key: string, pool: Pool) => number;
  turn: (key: string, size: number) => number;
}

/** Composes a chapter at a place, taking every variant through the chooser. */
export type Compose = (place: Place, chooser: Chooser) => void;

/** Slots that differ from chapter to chapter: a sentence holding one is the chapter's own. */
const OWN_SLOT = /\{(?:action|Action|goal|name|t|T|previous|next|gerund|item|Item)\}/;

const weights = new Map<string, number>();

/** How many sentences of a template every chapter would write the same. */
function sharedWeight(template: string): number {
  let weight = weights.get(template);
  if (weight === undefined) {
    weight = splitSentences(template.replace(/\n/g, ' ')).filter((sentence) => !OWN_SLOT.test(sentence)).length;
    weights.set(template, weight);
  }
  return weight;
}

/** Plans of earlier chapters kept per book, so a book written chapter by chapter plans each of them once. */
const PLAN_CACHE_SIZE = 16;
const planCache = new Map<string, Map<string, number>[]>();

/**
 * How chapter `place.number` takes its variants, planned across the whole book so that no two chapters share many
 * sentences: each chapter, in order, takes for each pool the variant that costs least, the cost of a variant being
 * the sentences it would share with every earlier chapter that took it, weighted by how much that chapter already
 * shares with this one (squared, so no single pair piles up). Ties go to the variant the chapter's number turns
 * to, so neighbours differ. Earlier chapters are planned from their position alone, as skill chapters, so the plan
 * depends only on the book's title, its chapter count and this chapter: every chapter of a book, written on its own
 * and in any order, finds the same plan. A rewrite (`variant` n) turns every choice of this chapter n places on from
 * the plan's, so each pool of three or more variants gives a sentence other than the two versions before it.
 */
export function chapterChooser(
  book: { title: string; chapterCount: number },
  place: Place,
  compose: Compose,
  variant = 0,
): Chooser {
  const cacheKey = `${book.title}\u0000${book.chapterCount}`;
  const earlier = planCache.get(cacheKey) ?? [];
  const start = turner(book.title);
  for (let number = earlier.length + 1; number < place.number; number += 1) {
    const position: Place = {
      number,
      first: number === 1,
      last: number === book.chapterCount,
      kind: 'skill',
      aspects: 0,
    };
    earlier.push(planChapter(position, earlier, start, compose));
  }
  planCache.delete(cacheKey);
  planCache.set(cacheKey, earlier);
  if (planCache.size > PLAN_CACHE_SIZE) planCache.delete(planCache.keys().next().value ?? '');
  const plan = planChapter(place, earlier.slice(0, place.number - 1), start, compose);
  const turn = turnOf(place, start);
  const rewritten = (index: number, size: number) => (size > 0 ? (index + variant) % size : 0);
  return {
    pick: (key, pool) => rewritten(plan.get(key) ?? turn(key, pool.length), pool.length),
    turn: (key, size) => rewritten(turn(key, size), size),
  };
}

/** Consecutive chapters take consecutive variants, from a start drawn for the book. */
const turnOf =
  (place: Place, start: (key: string, size: number) => number) =>
  (key: string, size: number): number =>
    size > 0 ? (place.number - 1 + start(key, size)) % size : 0;

function planChapter(
  place: Place,
  earlier: readonly Map<string, number>[],
  start: (key: string, size: number) => number,
  compose: Compose,
): Map<string, number> {
  const choices = new Map<string, number>();
  const shared = earlier.map(() => 0);
  const turn = turnOf(place, start);
  const pick = (key: string, pool: Pool) => {
    const preferred = turn(key, pool.length);
    let best = preferred;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let step = 0; step < pool.length; step += 1) {
      const index = (preferred + step) % pool.length;
      const weight = sharedWeight(pool[index] ?? '');
      const cost = weight
        ? earlier.reduce(
            (sum, plan, other) => sum + (plan.get(key) === index ? ((shared[other] ?? 0) + weight) ** 2 : 0),
            0,
          )
        : 0;
      if (cost < bestCost) [best, bestCost] = [index, cost];
    }
    const weight = sharedWeight(pool[best] ?? '');
    earlier.forEach((plan, other) => {
      if (plan.get(key) === best) shared[other] = (shared[other] ?? 0) + weight;
    });
    choices.set(key, best);
    return best;
  };
  compose(place, { pick, turn });
  return choices;
}

/** Where each pool's turning starts for a book: drawn from its title, so two books start in different places. */
function turner(bookTitle: string): (key: string, size: number) => number {
  const starts = new Map<string, number>();
  return (key, size) => {
    const id = `${key}\u0000${size}`;
    let value = starts.get(id);
    if (value === undefined) {
      value = createRandom(`chapter-turn:${bookTitle}:${key}`).int(0, size - 1);
      starts.set(id, value);
    }
    return value;
  };
}
