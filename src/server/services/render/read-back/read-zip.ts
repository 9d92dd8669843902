import { strFromU8, unzipSync } from 'fflate';

/** The names of a ZIP file's entries (EPUB, DOCX, a download of several files), in the order they are stored. */
export function zipEntryNames(zip: Uint8Array): string[] {
  const names: string[] = [];
  unzipSync(zip, { filter: ({ name }) => (names.push(name), false) });
  return names;
}

/** One entry of a ZIP file as bytes, or null when it has none of that name. */
export function zipEntry(zip: Uint8Array, name: string): Uint8Array | null {
  return unzipSync(zip, { filter: (entry) => entry.name === name })[name] ?? null;
}

/** One entry of a ZIP file read as UTF-8 text, or null when it has none of that name. */
export function zipEntryText(zip: Uint8Array, name: string): string | null {
  const bytes = zipEntry(zip, name);
  return bytes === null ? null : strFromU8(bytes);
}
