import { KDP_DESCRIPTION_TAGS } from '../../../../shared/listing/kdp-description-html.js';
import { formatCount } from '../../../../shared/format-count.js';
import { LISTING_LIMITS, type ListingField } from '../../../../shared/schemas/listing.js';
import type { ListingRequest } from '../../listing/listing-request.js';
import { lessonObjectives } from '../../listing/lesson-objectives.js';
import { bulletBlock, joinLines, labelledLine, type PromptParts } from '../../providers/prompt-format.js';

const SYSTEM = [
  'You are a publishing copywriter who writes the store listings of non-fiction books: the descriptions, keywords and tags readers find them by.',
  'You describe only what the book in front of you contains, in plain, specific words. You never promise results, content, bonuses or credentials the book does not have, and you never invent chapters.',
  'You answer with the JSON object asked for and nothing else.',
].join(' ');

/** What each field is, with its store's rules and limits. */
const FIELD_RULES: Record<ListingField, string> = {
  description: `description: the book description for Amazon KDP, at most ${formatCount(LISTING_LIMITS.description)} characters counting its HTML. Use only these tags, without attributes: ${KDP_DESCRIPTION_TAGS.map((tag) => `<${tag}>`).join(' ')}. Say who it is for, what the reader will be able to do, and what the chapters cover.`,
  blurb: `blurb: the back-cover text, plain text, at most ${LISTING_LIMITS.blurbWords} words.`,
  keywords: `keywords: up to ${LISTING_LIMITS.keywords} search phrases a reader would type for this book, each at most ${LISTING_LIMITS.keyword} characters, none repeating the title.`,
  categories: `categories: up to ${LISTING_LIMITS.categories} Amazon category paths that fit the book, written like "Cooking › Baking › Bread".`,
  authorBio: `authorBio: a short author bio in the third person, plain text, at most ${formatCount(LISTING_LIMITS.authorBio)} characters, saying only what the plan and idea tell you about the author (at least their name and this book); no invented credentials.`,
  etsyTitle: `etsyTitle: the title for an Etsy listing of the ebook, at most ${LISTING_LIMITS.etsyTitle} characters.`,
  etsyTags: `etsyTags: up to ${LISTING_LIMITS.etsyTags} Etsy tags, each at most ${LISTING_LIMITS.etsyTag} characters, only letters, numbers and spaces.`,
  summary: `summary: the short summary Gumroad and Payhip show, plain text, at most ${LISTING_LIMITS.summary} characters.`,
};

/**
 * A course's shape, which its listing states as given (docs/decisions/0074-course-run.md): its chapters are its
 * modules, with its lesson count, its video minutes once scripted, and what its lessons teach.
 */
function courseLines({ plan, course }: ListingRequest): string[] {
  if (!course) return [];
  return [
    `This is an online course: its chapters below are its modules. It has ${course.lessons} lessons${course.videoMinutes > 0 ? ` and about ${course.videoMinutes} minutes of video` : ''}; a description and summary for course stores give these figures as they are, say what the learner will be able to do and who the course is for.`,
    ...bulletBlock('What its lessons set out to teach:', lessonObjectives(plan)),
    '',
  ];
}

/** The chapters in order, each with its goal and, once written, what it says. */
function chapterLines({ plan, summaries }: ListingRequest): string[] {
  return plan.chapters.flatMap((chapter, index) => [
    `${index + 1}. “${chapter.title}”`,
    ...(chapter.goal.trim() ? [`   Goal: ${chapter.goal.trim()}`] : []),
    ...(summaries[index]?.trim() ? [`   What it says: ${summaries[index].trim()}`] : []),
  ]);
}

/**
 * The prompt for the asked fields of a listing: the plan, what each written chapter says and the idea, with each
 * field's store rules; the chapters may be named only by their exact titles, in quotation marks, so a title the book
 * does not have can be found in the answer.
 */
export function buildListingPrompt(request: ListingRequest): PromptParts {
  const { plan, idea } = request;
  return {
    system: SYSTEM,
    prompt: joinLines([
      `Write these fields of the store listing of this book: ${request.fields.join(', ')}.`,
      '',
      `- Title: ${plan.title}`,
      ...labelledLine('Subtitle', plan.subtitle),
      ...labelledLine('Author', plan.authorName),
      ...labelledLine('What the reader gets', idea?.concept),
      ...labelledLine('Who it is for', idea?.targetAudience),
      ...bulletBlock('Selling points:', idea?.sellingPoints),
      '',
      ...courseLines(request),
      plan.chapters.length === 0 ? 'The plan has no chapters yet.' : `Its ${plan.chapters.length} chapters:`,
      ...chapterLines(request),
      '',
      'Fields:',
      ...request.fields.map((field) => `- ${FIELD_RULES[field]}`),
      '',
      'Rules:',
      '- Say nothing the plan, the chapters and the idea above do not say: no chapters, tools, bonuses, results, testimonials or credentials of your own.',
      '- Name a chapter only by its exact title in quotation marks, “like this”, and put nothing else in quotation marks. Refer to a chapter by number only if that number is in the list above.',
      '- No claims about sales or rankings ("bestseller", "#1"), no prices or offers ("free", "sale", "discount", "new"), no Amazon program names ("Kindle Unlimited", "KDP Select", "Prime", "Audible"), and no other authors\' names.',
      '- Leave out any field not asked for.',
    ]),
  };
}
