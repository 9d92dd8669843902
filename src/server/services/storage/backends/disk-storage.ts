import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { contentTypeOf, isFileKey, requireFileKey, requireFolder, type FileStorage } from './file-storage.js';

/** Whether a file system call failed because the file or folder is not there. */
const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

/** The size of a file, or null when it is not there (a file removed while a folder was being read). */
async function sizeOrNull(file: string) {
  try {
    return (await stat(file)).size;
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** Files under `<data dir>/files/`, the default: written to a temporary name, then renamed, so a reader never sees half a file. */
export function diskStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(root, ...requireFileKey(key).split('/'));
  const sizeOf = (key: string) => sizeOrNull(fileOf(key));
  const storage: FileStorage = {
    kind: 'disk',
    async save(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async open(key) {
      const size = await sizeOf(key);
      if (size === null) return null;
      const body = Readable.toWeb(createReadStream(fileOf(key)));
      return { size, contentType: contentTypeOf(key), body };
    },
    async exists(key) {
      return (await sizeOf(key)) !== null;
    },
    async list(folder) {
      const dir = path.join(root, ...requireFolder(folder).split('/'));
      try {
        const entries = await readdir(dir, { withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile())
          .map((entry) => `${folder}/${entry.name}`)
          .filter(isFileKey);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async entries() {
      try {
        const entries = await readdir(root, { withFileTypes: true, recursive: true });
        const files = entries
          .filter((entry) => entry.isFile())
          .map((entry) => ({
            file: path.join(entry.parentPath, entry.name),
            key: path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
          }))
          .filter(({ key }) => isFileKey(key));
        const sized = await Promise.all(files.map(async ({ file, key }) => ({ key, size: await sizeOrNull(file) })));
        return sized.filter((entry): entry is { key: string; size: number } => entry.size !== null);
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    within: () => storage,
  };
  return storage;
}
