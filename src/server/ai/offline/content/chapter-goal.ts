import { clean, inOneSentence, inSentence } from '../text.js';

/** A chapter's goal as the sentences of the chapter use it. */
export interface ChapterGoal {
  /** What the reader learns to do, as it reads after 'how to': 'feed and store a starter'. */
  action: string;
  /** The whole goal, as it reads after 'you will be able to': 'feed and store a starter so it is ready…'. */
  goal: string;
  /**
   * A skill the reader practises ('feed a starter'), something the reader decides ('decide whether a stall fits
   * your week') or comes to understand ('see what painting offers'): the last two are weighed up, not practised.
   */
  kind: 'skill' | 'decide' | 'understand';
  /** What the goal lists, when it lists things to weigh up: 'your kitchen, your week and your market'. */
  aspects: string[];
}

/** What a goal may open with before its action: 'By the end, you will be able to', 'Readers learn how to'. */
const GOAL_LEADS = [
  /^by the end(?: of (?:this|the) \w+)?,?\s+/i,
  /^(?:you|readers?|the reader|learners?|students?)\s+(?:will\s+|can\s+|should\s+|learn\s+|learns\s+)*/i,
  /^(?:be able to|know how to|learn(?:s)? (?:how )?to|how to|to)\s+/i,
];
/** Where an action ends and what it is for begins: 'lay a wash | without streaks'. */
const PURPOSE = /,?\s+(?:so that|so|in order to|without|before|by|while|which|that|until|because)\s+/i;
/** A list inside a long action: 'decide whether a stall fits your kitchen|, your week and your market'. */
const LIST_COMMA = /,\s+/;
/** Where a long action may be cut, as late as it stays short: 'bake with steam in a home oven | for a crisp crust'. */
const DETAIL = /\s+(?:for|with|in|on|from|into|at|across|through)\s+/gi;
const MAX_ACTION_WORDS = 8;
/** Verbs of goals that are understood or decided rather than practised. */
const UNDERSTAND =
  /^(?:(?:decide|choose|work out) (?:whether|if|between|which)|see|understand|know|discover|explore|consider|appreciate|weigh up|find out)\b/i;
/** Goals that end in a decision, rather than in understanding. */
const DECIDE = /^(?:decide|choose|work out|weigh up)\b/i;
/** Words a listed item may open with, so the first item of a list is found by the last one's first word. */
const ITEM_LEAD = /^(?:your|the|a|an|my|our|their|its|what|how|why|when|where|which|who|whether)$/i;
const MAX_ASPECT_WORDS = 8;
/** A stem shorter than this says too little on its own ('see'): the first listed item goes with it. */
const MIN_STEM_WORDS = 3;
/** Words an action cannot open with: it is a noun phrase ('An overview of…') or a gerund ('Mixing greens'). */
const NOT_A_VERB =
  /^(?:a|an|the|this|that|these|those|your|my|our|their|its|some|all|what|why|how|when|where|\p{L}+ing)$/iu;

/** The action and goal of a chapter from its one-line goal; undefined when the goal names no action to take. */
export function readGoal(text: string): ChapterGoal | undefined {
  let goal = inOneSentence(clean(text));
  for (const lead of GOAL_LEADS) goal = goal.replace(lead, '');
  goal = inSentence(goal);
  const firstWord = goal.split(' ')[0] ?? '';
  if (!/\p{L}/u.test(firstWord) || NOT_A_VERB.test(firstWord) || goal.split(' ').length < 2) return undefined;
  if (!UNDERSTAND.test(goal)) return { action: shortAction(goal), goal, kind: 'skill', aspects: [] };
  const listed = enumeration(goal.split(PURPOSE)[0] ?? goal);
  const action = !listed
    ? shortAction(goal)
    : listed.stem.split(' ').length >= MIN_STEM_WORDS
      ? listed.stem
      : `${listed.stem} ${listed.items[0] ?? ''}`.trim();
  return { action, goal, kind: DECIDE.test(goal) ? 'decide' : 'understand', aspects: listed?.items ?? [] };
}

/**
 * The items a phrase ends by listing, and what comes before them: 'decide whether it fits your kitchen, your week
 * and your market' → stem 'decide whether it fits', items 'your kitchen', 'your week', 'your market'. The first item
 * starts where the last one's first word ('your', 'what') last appears; single words are listed word by word.
 */
function enumeration(text: string): { stem: string; items: string[] } | undefined {
  const and = text.lastIndexOf(' and ');
  if (and < 0) return undefined;
  const last = text.slice(and + ' and '.length);
  const [head = '', ...middle] = text.slice(0, and).split(/,\s+/);
  const lead = last.split(' ')[0] ?? '';
  const headWords = head.split(' ');
  const start = ITEM_LEAD.test(lead)
    ? headWords.map((word) => word.toLowerCase()).lastIndexOf(lead.toLowerCase())
    : headWords.length - last.split(' ').length;
  if (start <= 0) return undefined;
  const items = [headWords.slice(start).join(' '), ...middle, last].map((item) => item.trim());
  if (items.some((item) => !item || item.split(' ').length > MAX_ASPECT_WORDS)) return undefined;
  return { stem: headWords.slice(0, start).join(' '), items };
}

function shortAction(goal: string): string {
  const purposeless = goal.split(PURPOSE)[0] ?? goal;
  const action =
    purposeless.split(' ').length > MAX_ACTION_WORDS ? (purposeless.split(LIST_COMMA)[0] ?? purposeless) : purposeless;
  if (action.split(' ').length <= MAX_ACTION_WORDS) return action;
  const cuts = [...action.matchAll(DETAIL)].filter((match) => {
    const before = action.slice(0, match.index).split(' ').length;
    return before >= 3 && before <= MAX_ACTION_WORDS;
  });
  const cut = cuts[cuts.length - 1]?.index;
  return cut === undefined ? action : action.slice(0, cut);
}
