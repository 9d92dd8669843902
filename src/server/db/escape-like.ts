/**
 * A user's text made safe inside a LIKE pattern: `%`, `_` and the backslash match only themselves. The query
 * that takes the pattern names the backslash as its escape character (`like ${pattern} escape '\'`), which
 * both SQLite and PostgreSQL accept.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
