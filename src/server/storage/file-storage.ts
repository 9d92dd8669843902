/**
 * Where generated files (cover images now, documents later) are kept. Keys are paths we build ourselves
 * ('covers/<user id>/<file id>.png'); the extension names the content type.
 */
export interface FileStorage {
  readonly kind: 'disk' | 'database';
  save(key: string, bytes: Uint8Array): Promise<void>;
  /** The file, to stream out, or null when there is none under the key. */
  open(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
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

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*\.[a-z0-9]+$/;

/** The key itself when it is one of ours: lower-case segments, no '..', an extension. */
export function requireFileKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
  return key;
}

export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';
}
