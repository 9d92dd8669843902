import { createRequire } from 'node:module';

type PptxGenJSClass = typeof import('pptxgenjs').default;

const isPptxGenJS = (value: unknown): value is PptxGenJSClass => typeof value === 'function';

/**
 * PptxGenJS, loaded as its CommonJS build: its one type file describes that build (`module.exports` is the class),
 * so under NodeNext an ES import of its ES build (whose default export is the class) types as the module instead.
 */
function loadPptxGenJS(): PptxGenJSClass {
  const loaded: unknown = createRequire(import.meta.url)('pptxgenjs');
  if (!isPptxGenJS(loaded)) throw new Error('pptxgenjs did not load as a class');
  return loaded;
}

export const PptxGenJS = loadPptxGenJS();
export type Deck = InstanceType<PptxGenJSClass>;
