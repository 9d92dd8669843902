import { namesPhrase } from '../../../shared/names-phrase.js';
import {
  LICENSE_LABELS,
  LICENSE_PRESETS,
  LICENSE_RIGHTS,
  RIGHT_LABELS,
  type LicenseRight,
  type RightsLicense,
} from '../../../shared/schemas/license.js';

type Side = 'given' | 'refused';

/** A list item, bulleted or numbered: what it says. */
const LIST_ITEM = /^\s{0,3}(?:[-*+]|\d{1,9}[.)])\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s/;
/** Words that put the rights listed after them on the refused side: "You may not:", "What you cannot do". */
const REFUSING = /\b(?:may not|must not|cannot|can['’]t|not allowed|not permitted|prohibited|forbidden)\b/i;
/** Words that put them on the given side: "As a buyer, you may:", "What you can do". */
const GIVING = /\b(?:may|can|allowed|permitted)\b/i;
const ANSWER = /^(?:yes|no)$/i;

/** The side a heading or a paragraph puts the rights listed under it on; null when it says neither. */
function sideOf(line: string): Side | null {
  if (REFUSING.test(line)) return 'refused';
  return GIVING.test(line) ? 'given' : null;
}

/** Text as a right's label is compared with it: no emphasis, no closing punctuation, letter case and spacing aside. */
const plain = (text: string) =>
  text
    .replace(/[*_`]/g, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.;:,!]+$/, '')
    .toLocaleLowerCase();

const RIGHT_BY_LABEL = new Map(LICENSE_RIGHTS.map((right) => [plain(RIGHT_LABELS[right]), right]));

/** The right a list item or table cell states, when it is one right's label and nothing more. */
const rightNamed = (text: string): LicenseRight | undefined => RIGHT_BY_LABEL.get(plain(text));

/** A table row's right and its answer: `| Sell it | YES |`. */
function rowAnswer(line: string): [LicenseRight, Side] | null {
  if (!line.trimStart().startsWith('|')) return null;
  const cells = line.split('|').map((cell) => cell.trim());
  const right = cells.map(rightNamed).find((named) => named !== undefined);
  const answer = cells.find((cell) => ANSWER.test(plain(cell)));
  return right && answer ? [right, plain(answer) === 'yes' ? 'given' : 'refused'] : null;
}

/** Each right the text lists, with the side it lists it on: under "you may", "you may not", or answered YES or NO. */
function* statedRights(text: string): Generator<[LicenseRight, Side]> {
  let side: Side | null = null;
  for (const line of text.split('\n')) {
    const row = rowAnswer(line);
    if (row) {
      yield row;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    if (!item) {
      // A heading sets the side anew; a paragraph only when it introduces a list and says a side ("You may not:").
      if (HEADING.test(line)) side = sideOf(line);
      else if (line.trimEnd().endsWith(':')) side = sideOf(line) ?? side;
      continue;
    }
    const right = rightNamed(item[1] ?? '');
    if (right && side) yield [right, side];
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
  if (LICENSE_PRESETS.some((other) => other !== preset && namesPhrase(text, LICENSE_LABELS[other], [own]))) return true;
  for (const [right, side] of statedRights(text)) {
    if (rights[right] !== (side === 'given')) return true;
  }
  return false;
}
