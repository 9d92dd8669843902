import { describeBook } from '../../../shared/describe-book.js';
import { cleanKdpDescription, escapeDescriptionText } from '../../../shared/listing/kdp-description-html.js';
import { forbiddenKeywordIn } from '../../../shared/listing/kdp-forbidden-keywords.js';
import { suggestCategories } from '../../../shared/listing/suggest-categories.js';
import { LISTING_LIMITS } from '../../../shared/schemas/listing.js';
import { fitList } from '../listing/fit-listing-draft.js';
import { lessonObjectives } from '../listing/lesson-objectives.js';
import { fitDescription, fitPhrase, fitText, fitWords } from '../listing/fit-listing-text.js';
import type { CourseFacts, ListingBasis, ListingDraft, ListingRequest } from '../listing/listing-request.js';
import { draftEtsyTags } from './etsy-tags.js';
import { listingSentences } from './listing-prose.js';
import { comparable, searchPhrases } from './search-phrases.js';

const headingOf = ({ plan }: ListingBasis) => (plan.subtitle ? `${plan.title}: ${plan.subtitle}` : plan.title);

/** What the book is, as a paragraph a buyer reads: who it is for, what they will be able to do, how it is set out. */
function aboutTheBook(basis: ListingBasis): string {
  const { forWhom, journey, alongTheWay } = listingSentences(basis);
  return [forWhom, journey, alongTheWay].filter(Boolean).join(' ') || describeBook(basis.plan);
}

/** The description as KDP's markup: the title, what the book is, and a list of its chapters, with their goals. */
function descriptionHtml(basis: ListingBasis, withGoals: boolean): string {
  const { plan } = basis;
  const chapters = plan.chapters.filter((chapter) => chapter.title.trim());
  const subtitle = plan.subtitle ? `<br><i>${escapeDescriptionText(plan.subtitle)}</i>` : '';
  const blocks = [`<p><b>${escapeDescriptionText(plan.title)}</b>${subtitle}</p>`];
  blocks.push(`<p>${escapeDescriptionText(aboutTheBook(basis))}</p>`);
  if (chapters.length > 0) {
    blocks.push(`<p>${basis.course ? courseOutline(chapters.length, basis.course) : bookOutline(chapters.length)}</p>`);
    const items = chapters.map((chapter) => {
      const goal = withGoals && chapter.goal.trim() ? ` — ${escapeDescriptionText(chapter.goal.trim())}` : '';
      return `<li><b>${escapeDescriptionText(chapter.title.trim())}</b>${goal}</li>`;
    });
    blocks.push(`<ul>${items.join('')}</ul>`);
  }
  const learned = withGoals && basis.course ? lessonObjectives(plan) : [];
  if (learned.length > 0)
    blocks.push(
      `<p><b>What you will learn</b></p><ul>${learned.map((objective) => `<li>${escapeDescriptionText(objective)}</li>`).join('')}</ul>`,
    );
  return cleanKdpDescription(blocks.join(''));
}

const bookOutline = (chapters: number) =>
  chapters === 1 ? 'The book in one chapter:' : `The book in ${chapters} chapters:`;

/** A course's shape as its store listing gives it: its modules, lessons and, once scripted, its minutes of video. */
function courseOutline(modules: number, { lessons, videoMinutes }: CourseFacts): string {
  const parts = [countOf(modules, 'module'), countOf(lessons, 'lesson')];
  if (videoMinutes > 0) parts.push(`about ${countOf(videoMinutes, 'minute')} of video`);
  return `The course: ${parts.join(', ')}.`;
}

const countOf = (count: number, noun: string) => `${count} ${count === 1 ? noun : `${noun}s`}`;

/** The description within KDP's limit: with the chapters' goals where they fit, else the chapters' titles alone. */
function draftDescription(basis: ListingBasis): string {
  const withGoals = descriptionHtml(basis, true);
  const html = withGoals.length <= LISTING_LIMITS.description ? withGoals : descriptionHtml(basis, false);
  return fitDescription(html, LISTING_LIMITS.description);
}

/** A phrase's words, as a search matches them. */
const wordsOf = (phrase: string) => phrase.toLowerCase().split(' ');

/**
 * KDP's keywords: the search phrases of two words or more that fit a box whole, hold no word KDP forbids and are not
 * the title or subtitle (KDP searches those already), each adding a word the ones before do not have (KDP searches
 * the boxes' words together, so a phrase made only of words already given finds nothing new).
 */
function draftKeywords({ plan }: ListingBasis, phrases: readonly string[]): string[] {
  const given = new Set<string>();
  const names = new Set([comparable(plan.title), comparable(plan.subtitle)]);
  const adds = (phrase: string) => {
    const words = wordsOf(phrase);
    if (words.length < 2 || words.every((word) => given.has(word))) return false;
    for (const word of words) given.add(word);
    return true;
  };
  return fitList(
    phrases,
    LISTING_LIMITS.keywords,
    (phrase) => (phrase.length <= LISTING_LIMITS.keyword ? phrase : ''),
    (phrase) => forbiddenKeywordIn(phrase) !== undefined || names.has(comparable(phrase)) || !adds(phrase),
  );
}

/** The categories closest to the idea's, the title's and the goals' words (shared/listing/suggest-categories.ts). */
const draftCategories = ({ plan, idea }: ListingBasis) =>
  suggestCategories(
    {
      main: [plan.title, plan.subtitle, idea?.concept ?? '', idea?.targetAudience ?? ''],
      more: plan.chapters.map((chapter) => chapter.goal),
    },
    LISTING_LIMITS.categories,
  );

/**
 * The built-in writer's listing (docs/decisions/0057-listing.md), drafted from the plan and the idea, never from
 * subject matter it would have to invent: the description and blurb say who the book is for, what the reader will be
 * able to do (the chapters' goals) and how it is set out; keywords and tags are the phrases a buyer searches for, made
 * of the idea's and the goals' words (search-phrases.ts); categories are the closest of the repository's list. Every
 * field is within its store's limits; a keyword never holds a word KDP forbids.
 */
export function draftListing(basis: ListingBasis): ListingDraft {
  const heading = headingOf(basis);
  const about = aboutTheBook(basis);
  const { forWhom, journey } = listingSentences(basis);
  const phrases = searchPhrases(basis);
  const author = basis.plan.authorName.trim();
  return {
    description: draftDescription(basis),
    blurb: fitWords(about, LISTING_LIMITS.blurbWords, LISTING_LIMITS.blurb),
    keywords: draftKeywords(basis, phrases),
    categories: draftCategories(basis),
    authorBio: author ? fitText(`${author} is the author of ${heading}.`, LISTING_LIMITS.authorBio) : '',
    etsyTitle: fitPhrase(heading, LISTING_LIMITS.etsyTitle),
    etsyTags: draftEtsyTags(phrases),
    summary: fitText(
      [forWhom, journey, basis.course ? courseOutline(basis.plan.chapters.length, basis.course) : '']
        .filter(Boolean)
        .join(' ') || about,
      LISTING_LIMITS.summary,
    ),
  };
}

/** The asked fields of the built-in writer's listing. */
export function draftListingFields(request: ListingRequest): ListingDraft {
  const draft = draftListing(request);
  return Object.fromEntries(request.fields.map((field) => [field, draft[field]]));
}
