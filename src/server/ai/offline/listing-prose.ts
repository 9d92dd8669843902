import type { ListingBasis } from '../listing/listing-request.js';
import { readGoal } from './content/chapter-goal.js';
import { numberInWords } from './content/build-chapter.js';
import { joinProse } from './text.js';
import { actionAsNoun, wholeAudience } from './topic.js';

/** Goals named in 'Along the way…'. */
const ALONG_THE_WAY = 3;

/** The text as a sentence: a capital first and a full stop last. */
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?…]$/u.test(text) ? '' : '.'}`;

/**
 * What a chapter's goal lets the reader do, whole, as it reads after 'you will learn to'; undefined when it names no
 * action ('An overview of…').
 */
const doing = (goal: string) => readGoal(goal)?.goal.replace(/[.!?…]+$/u, '');

/** `count` of the items spread evenly through them, in order: 3 of 10 → the 1st, 4th and 8th. */
const spread = <T>(items: readonly T[], count: number) =>
  items.length <= count
    ? [...items]
    : Array.from({ length: count }, (_, index) => items[Math.floor(((index + 0.5) * items.length) / count)]).filter(
        (item): item is T => item !== undefined,
      );

/** The reader-facing sentences the listing's prose is made of, each empty when the plan and idea cannot say it. */
export interface ListingSentences {
  /** 'Sourdough for the Market Stall is for home bakers who want to sell at farmers markets.' */
  forWhom: string;
  /** 'Across twelve chapters it takes you from deciding whether … to turning first-time buyers into regulars.' */
  journey: string;
  /** 'Along the way you will learn to feed and store a starter, … and work out a price per loaf.' */
  alongTheWay: string;
}

/**
 * What the book is, in sentences a buyer reads (docs/decisions/0057-listing.md): who it is for, in the idea's words;
 * what the reader will be able to do, from the chapters' goals; and how it is organised, its chapters from the first
 * goal to the last. Nothing the plan and idea do not say: no fact, price or figure but the count of chapters.
 */
export function listingSentences({ plan, idea, course }: ListingBasis): ListingSentences {
  const unit = course ? 'module' : 'chapter';
  const title = plan.title.trim();
  const audience = idea?.targetAudience?.trim() ?? '';
  const chapters = plan.chapters.filter((chapter) => chapter.title.trim());
  const goals = chapters.map((chapter) => doing(chapter.goal)).filter((goal): goal is string => goal !== undefined);
  const forWhom = audience ? sentence(`${title} is for ${wholeAudience(audience)}`) : '';
  const count = chapters.length === 1 ? `one ${unit}` : `${numberInWords(chapters.length)} ${unit}s`;
  const [first, ...rest] = goals;
  const last = rest.at(-1);
  if (first === undefined || last === undefined || goals.length < chapters.length) {
    // Without a goal for every chapter, the book is told by its chapters' count and its first and last titles.
    const ends = chapters.length > 1 ? `, from ${chapters[0]?.title.trim()} to ${chapters.at(-1)?.title.trim()}` : '';
    const told = goals.length > 0 ? sentence(`You will learn to ${joinProse(spread(goals, ALONG_THE_WAY))}`) : '';
    return {
      forWhom,
      journey: chapters.length > 0 ? sentence(`${forWhom ? 'It has' : `${title} has`} ${count}${ends}`) : '',
      alongTheWay: told,
    };
  }
  const subject = forWhom ? 'it' : title;
  if (goals.length <= ALONG_THE_WAY)
    return {
      forWhom,
      journey: sentence(`In ${count}, ${subject} shows you how to ${joinProse(goals)}, one ${unit} for each`),
      alongTheWay: '',
    };
  return {
    forWhom,
    journey: sentence(`Across ${count} ${subject} takes you from ${actionAsNoun(first)} to ${actionAsNoun(last)}`),
    alongTheWay: sentence(`Along the way you will learn to ${joinProse(spread(rest.slice(0, -1), ALONG_THE_WAY))}`),
  };
}
