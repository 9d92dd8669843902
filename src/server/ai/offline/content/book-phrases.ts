import type { ContentRequest } from '../../book-context/chapter-context.js';
import { productFormat } from '../../book-context/product-formats.js';
import { profileAudience } from '../audience-profile.js';
import { fitLength } from '../fit-length.js';
import { clean, inSentence, withoutEmoji } from '../text.js';
import { extractTopic, fitsAsNoun, splitSubjectAndAudience, wholeAudience } from '../topic.js';

/** Longest phrase of the user's put into a sentence. */
const MAX_PHRASE = 80;

/** What every part of a planned book calls the book, its readers and its subject. */
export interface BookPhrases {
  /** The book's title in italics, as a sentence names it: its words, without its emoji. */
  book: string;
  /** Whom the book is for, as it reads in a sentence: 'home bakers who want to sell at farmers markets'. */
  audience: string;
  /** Their everyday limits, as after 'around': 'a full-time job'. */
  constraint: string;
  /** The book's subject as a noun phrase: 'sourdough baking'. */
  topic: string;
}

/** The phrases from the request's idea, else from the book's title ('Meal Prep for Busy Parents'). */
export function bookPhrases(input: ContentRequest, bookTitle: string): BookPhrases {
  const idea = input.ideaContext;
  const audienceText = idea?.targetAudience || splitSubjectAndAudience(bookTitle).audience || 'readers';
  const audience = fitLength(wholeAudience(audienceText), MAX_PHRASE);
  const topicText = inSentence(splitSubjectAndAudience(extractTopic(idea?.concept || bookTitle, { audience })).subject);
  return {
    book: `*${clean(withoutEmoji(bookTitle) || bookTitle).replace(/\*/g, '')}*`,
    audience,
    constraint: profileAudience(audienceText).constraint,
    topic: fitsAsNoun(topicText)
      ? fitLength(topicText, MAX_PHRASE)
      : `the subject of this ${productFormat(input.productType).noun}`,
  };
}
