import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

/**
 * Where generated files are kept: cover images ('covers/<user id>/<file id>.png') and each generation of a project's
 * documents ('documents/<user id>/<project id>/<generation>.pdf', docs/decisions/0026-document-generations.md). Keys
 * are paths we build ourselves; the extension names the content type. `createStorage` picks the disk under the data
 * dir on SQLite and the database's `files` table on PostgreSQL, so every instance serves the same files.
 */
export interface FileStorage {
  /** Which of the two keeps the files, for the start-up log. */
  readonly kind: 'disk' | 'database';
  /** Stores the bytes under the key, replacing any file there; a reader never sees half a file. */
  save(key: string, bytes: Uint8Array): Promise<void>;
  /** The file, to stream out, or null when there is none under the key. */
  open(key: string): Promise<StoredFile | null>;
  /** Whether a file is stored under the key, without reading it. */
  exists(key: string): Promise<boolean>;
  /** The keys of the files directly in `folder` ('documents/<user id>/<project id>'), in no particular order. */
  list(folder: string): Promise<string[]>;
  /** Every stored file's key and size, in no particular order: what the storage sweep checks against its records. */
  entries(): Promise<{ key: string; size: number }[]>;
  /** Removes the file under the key; nothing to remove is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The same files as seen through `db`: the database's through that connection, inside its transaction when it is
   * one, so a transaction never waits for a second connection to store the bytes it records (docs/decisions/0043);
   * the disk's as they are.
   */
  within(db: Kysely<Database>): FileStorage;
}

export interface StoredFile {
  size: number;
  contentType: string;
  body: ReadableStream<Uint8Array>;
}

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  epub: 'application/epub+zip',
};

const FOLDER = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]+$/;

/** The key itself when it is one of ours: lower-case segments, no '..', an extension. */
export function requireFileKey(key: string): string {
  if (!isFileKey(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

/** The folder itself when it is one of ours: lower-case segments, no '..', no extension. */
export function requireFolder(folder: string): string {
  if (!FOLDER.test(folder)) throw new Error(`Not a storage folder: ${folder}`);
  return folder;
}

/** Whether a name found in a folder is a stored file's key rather than a file being written ('….partial'). */
export function isFileKey(key: string): boolean {
  return KEY.test(key);
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
