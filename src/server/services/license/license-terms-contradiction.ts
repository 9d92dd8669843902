import { namesPhrase } from '../../../shared/names-phrase.js';
import {
  LICENSE_LABELS,
  LICENSE_PRESETS,
  LICENSE_RIGHTS,
  RIGHT_LABELS,
  type LicensePreset,
  type LicenseRight,
  type RightsLicense,
} from '../../../shared/schemas/license.js';

type Side = 'given' | 'refused';

/** Words that put the rights listed after them on the refused side: "You may not:", "What you cannot do". */
const REFUSING = /\b(?:may not|must not|cannot|can['’]t|not allowed|not permitted|prohibited|forbidden)\b/i;
/** Words that put them on the given side: "As a buyer, you may:", "What you can do". */
const GIVING = /\b(?:may|can|allowed|permitted)\b/i;

/** The side a heading or a list's opening line puts the rights listed under it on; null when it says neither. */
function sideOf(line: string): Side | null {
  if (REFUSING.test(line)) return 'refused';
  return GIVING.test(line) ? 'given' : null;
}

/** Text as a right's label is compared with it: no emphasis, no closing punctuation, letter case and spacing aside. */
function plain(text: string) {
  const bare = /[*_`\u2018\u2019]|\s\s/.test(text)
    ? text
        .replace(/[*_`]/g, '')
        .replace(/[\u2018\u2019]/g, "'")
        .replace(/\s+/g, ' ')
    : text;
  return bare
    .trim()
    .replace(/[.;:,!]+$/, '')
    .toLowerCase();
}

const RIGHT_BY_LABEL = new Map(LICENSE_RIGHTS.map((right) => [plain(RIGHT_LABELS[right]), right]));
const LABEL_LENGTHS = [...RIGHT_BY_LABEL.keys()].map((label) => label.length);
/** The room emphasis and closing punctuation may add around a label, beyond which an item or cell is not one. */
const MARKS = 8;
const SHORTEST = Math.min(...LABEL_LENGTHS);
const LONGEST = Math.max(...LABEL_LENGTHS) + MARKS;

/** The right a list item or table cell states, when it is one right's label and nothing more. */
const rightNamed = (text: string): LicenseRight | undefined =>
  text.length >= SHORTEST && text.length <= LONGEST ? RIGHT_BY_LABEL.get(plain(text)) : undefined;

/** A table row's right and its answer, YES or NO: `| Sell it | YES |`. */
function rowAnswer(row: string): [LicenseRight, Side] | null {
  const cells = row.split('|').map((cell) => cell.trim());
  const right = cells.map(rightNamed).find((named) => named !== undefined);
  const answer = cells
    .map((cell) => (cell.length <= 3 + MARKS ? plain(cell) : ''))
    .find((cell) => /^(?:yes|no)$/.test(cell));
  return right && answer ? [right, answer === 'yes' ? 'given' : 'refused'] : null;
}

const isDigit = (character: string | undefined) => character !== undefined && character >= '0' && character <= '9';

/** A list item's text, after its bullet or number and the space after it; null when the line is no list item. */
function listItemText(line: string, from: number): string | null {
  const bullet = line[from];
  if (bullet === '-' || bullet === '*' || bullet === '+')
    return /\s/.test(line[from + 1] ?? '') ? line.slice(from + 2) : null;
  let at = from;
  while (isDigit(line[at]) && at - from < 9) at++;
  if (at === from || (line[at] !== '.' && line[at] !== ')')) return null;
  return /\s/.test(line[at + 1] ?? '') ? line.slice(at + 2) : null;
}

/**
 * Each right the text lists, with the side it lists it on: under a heading or a list's opening line that gives or
 * refuses ("You may:", "What you may not do"), or answered YES or NO in a table row. Read line by line, each line
 * looked at once, its first and last characters first.
 */
function* statedRights(text: string): Generator<[LicenseRight, Side]> {
  let side: Side | null = null;
  for (const line of text.split('\n')) {
    let from = 0;
    while (from < 3 && line[from] === ' ') from++;
    const first = line[from];
    if (first === '|') {
      const row = rowAnswer(line);
      if (row) yield row;
    } else if (first === '#') {
      // A heading sets the side anew.
      side = sideOf(line);
    } else {
      const item = listItemText(line, from);
      const right = item === null || side === null ? undefined : rightNamed(item);
      if (right && side) yield [right, side];
      // A paragraph sets it only when it opens a list and says a side ("You may not:").
      else if (item === null && line.trimEnd().endsWith(':')) side = sideOf(line) ?? side;
    }
  }
}

/**
 * Whether a License Terms text says otherwise than the license the product is sold with
 * (docs/decisions/0079-plr-license.md): it names another license by its name ("Master Resell Rights (MRR)"), or lists
 * a right, by the label the license file gives it, as given that the license refuses or as refused that it gives.
 * Measured in the text as written, so it holds for a text the built-in writer, a provider or the creator wrote; a text
 * that names neither licenses nor rights by their labels is not measured, and does not contradict.
 */
export function licenseTermsContradict(text: string, { preset, rights }: RightsLicense): boolean {
  const own = LICENSE_LABELS[preset];
  const lower = text.toLocaleLowerCase();
  const namesOther = (other: LicensePreset) =>
    other !== preset &&
    lower.includes(LICENSE_LABELS[other].toLocaleLowerCase()) &&
    namesPhrase(text, LICENSE_LABELS[other], [own]);
  if (LICENSE_PRESETS.some(namesOther)) return true;
  for (const [right, side] of statedRights(text)) {
    if (rights[right] !== (side === 'given')) return true;
  }
  return false;
}
