// How import-x finds the file behind an import, the way TypeScript does with the given tsconfig: `.js` specifiers of
// `.ts` files (NodeNext) and the tsconfig's path aliases (`@/…` on the client).
import path from 'node:path';
import { createNodeResolver } from 'eslint-plugin-import-x';

const ROOT = path.resolve(import.meta.dirname, '..');

export function typeScriptResolver(tsconfig) {
  return createNodeResolver({
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    tsconfig: { configFile: path.join(ROOT, tsconfig) },
  });
}
