/**
 * What a list's search compares against: the searched title lower-cased here, the same way on both dialects
 * ('É' finds 'é'), stored beside the title so a search is a plain `like` on a column.
 */
export const toSearchText = (title: string | null): string => (title ?? '').toLowerCase();
