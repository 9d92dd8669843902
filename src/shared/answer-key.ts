/**
 * The answer key of a workbook's or course's files for sale (docs/decisions/0077-answer-key.md): its exercises' model
 * answers, as a PDF of their own and at the back of a teacher's edition of the book.
 */

/** The answer key's title, and what its file is called beside the book's title: "<title> (Answer Key).pdf". */
export const ANSWER_KEY_LABEL = 'Answer Key';
/** The teacher's edition's label, on its title page and in its file's name: "<title> (Teacher's Edition).pdf". */
export const TEACHERS_EDITION_LABEL = "Teacher's Edition";
