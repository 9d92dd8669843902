/**
 * Characters no stored text may hold (docs/decisions/0006-control-characters.md): control characters other than tab,
 * newline and carriage return; a surrogate not paired with its other half, which PostgreSQL's JSON refuses and no
 * UTF-8 file can hold; and Unicode's noncharacters (U+FDD0–U+FDEF, U+FFFE and U+FFFF of every plane), which XML —
 * so DOCX and EPUB — refuses.
 */
const CONTROL_CHARACTER = /(?![\t\n\r])\p{Cc}/u;
const CHARACTER_NO_FILE_HOLDS = /\p{Cs}|\p{Noncharacter_Code_Point}/u;
const UNSTORABLE = new RegExp(`${CONTROL_CHARACTER.source}|${CHARACTER_NO_FILE_HOLDS.source}`, 'gu');

export const hasNoControlCharacter = (value: string): boolean => !CONTROL_CHARACTER.test(value);

export const hasOnlyCharactersFilesHold = (value: string): boolean => !CHARACTER_NO_FILE_HOLDS.test(value);

/** The text with every character no stored text may hold dropped: for text that arrives from outside a form. */
export const withoutUnstorableCharacters = (value: string): string => value.replace(UNSTORABLE, '');
