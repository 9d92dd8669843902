import { describeBook } from '../../../shared/describe-book.js';
import { cleanKdpDescription, escapeDescriptionText } from '../../../shared/listing/kdp-description-html.js';
import { forbiddenKeywordIn } from '../../../shared/listing/kdp-forbidden-keywords.js';
import { LISTING_LIMITS } from '../../../shared/schemas/listing.js';
import { fitList } from '../listing/fit-listing-draft.js';
import { fitDescription, fitPhrase, fitText, fitWords } from '../listing/fit-listing-text.js';
import type { ListingBasis, ListingDraft, ListingRequest } from '../listing/listing-request.js';
import { draftEtsyTags } from './etsy-tags.js';
import { shortAudience, wholeAudience } from './topic.js';

/** The text as a sentence: a full stop added unless it ends on one of its own. */
const sentence = (text: string) => (/[.!?…]["”’)]*$/u.test(text) ? text : `${text}.`);

/** 'Written for busy parents.'; empty without an audience. */
const audienceSentence = (audience: string) => (audience ? sentence(`Written for ${wholeAudience(audience)}`) : '');

/** Who the book is for, in the idea's words; empty without an idea that says. */
const audienceOf = ({ idea }: ListingBasis) => idea?.targetAudience?.trim() ?? '';

const headingOf = ({ plan }: ListingBasis) => (plan.subtitle ? `${plan.title}: ${plan.subtitle}` : plan.title);

const chapterTitles = ({ plan }: ListingBasis) => plan.chapters.map((chapter) => chapter.title.trim()).filter(Boolean);

/** The description as KDP's markup: the title, who the book is for, and a list of its chapters, with their goals. */
function descriptionHtml(basis: ListingBasis, withGoals: boolean): string {
  const { plan } = basis;
  const chapters = plan.chapters.filter((chapter) => chapter.title.trim());
  const subtitle = plan.subtitle ? `<br><i>${escapeDescriptionText(plan.subtitle)}</i>` : '';
  const blocks = [`<p><b>${escapeDescriptionText(plan.title)}</b>${subtitle}</p>`];
  const forWhom = audienceSentence(audienceOf(basis));
  if (forWhom) blocks.push(`<p>${escapeDescriptionText(forWhom)}</p>`);
  if (chapters.length > 0) {
    blocks.push(
      `<p>${chapters.length === 1 ? 'The book in one chapter:' : `The book in ${chapters.length} chapters:`}</p>`,
    );
    const items = chapters.map((chapter) => {
      const goal = withGoals && chapter.goal.trim() ? ` — ${escapeDescriptionText(chapter.goal.trim())}` : '';
      return `<li><b>${escapeDescriptionText(chapter.title.trim())}</b>${goal}</li>`;
    });
    blocks.push(`<ul>${items.join('')}</ul>`);
  }
  return cleanKdpDescription(blocks.join(''));
}

/** The description within KDP's limit: with the chapters' goals where they fit, else the chapters' titles alone. */
function draftDescription(basis: ListingBasis): string {
  const withGoals = descriptionHtml(basis, true);
  const html = withGoals.length <= LISTING_LIMITS.description ? withGoals : descriptionHtml(basis, false);
  return fitDescription(html, LISTING_LIMITS.description);
}

/** The phrase when it fits within `max` characters; empty (left out) when it does not. */
const within = (max: number) => (phrase: string) => (phrase.length <= max ? phrase : '');

/**
 * The built-in writer's listing (docs/decisions/0057-listing.md): drafted from the plan's structure and the idea's
 * audience alone — the title, who the book is for, its chapters and their goals — never from subject matter it would
 * have to invent. Categories are left to the creator: they are KDP's own list, which the plan does not name. Every
 * field is within its store's limits; a keyword never holds a word KDP forbids.
 */
export function draftListing(basis: ListingBasis): ListingDraft {
  const heading = headingOf(basis);
  const audience = audienceOf(basis);
  const about = [describeBook(basis.plan), audienceSentence(audience)].filter(Boolean).join(' ');
  const titles = chapterTitles(basis);
  const author = basis.plan.authorName.trim();
  return {
    description: draftDescription(basis),
    blurb: fitWords(about, LISTING_LIMITS.blurbWords, LISTING_LIMITS.blurb),
    keywords: fitList(
      [...(audience ? [shortAudience(audience)] : []), ...titles, basis.plan.subtitle],
      LISTING_LIMITS.keywords,
      within(LISTING_LIMITS.keyword),
      (phrase) => forbiddenKeywordIn(phrase) !== undefined,
    ),
    authorBio: author ? fitText(`${author} is the author of ${heading}.`, LISTING_LIMITS.authorBio) : '',
    etsyTitle: fitPhrase(heading, LISTING_LIMITS.etsyTitle),
    etsyTags: draftEtsyTags([...(audience ? [audience] : []), basis.plan.title, ...titles, basis.plan.subtitle]),
    summary: fitText(about, LISTING_LIMITS.summary),
  };
}

/** The asked fields of the built-in writer's listing. */
export function draftListingFields(request: ListingRequest): ListingDraft {
  const draft = draftListing(request);
  return Object.fromEntries(request.fields.map((field) => [field, draft[field]]));
}
