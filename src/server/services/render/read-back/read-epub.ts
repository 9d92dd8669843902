import * as mupdf from 'mupdf';
import { dublinCoreTitle } from './dublin-core-title.js';
import { zipEntry, zipEntryNames, zipEntryText } from './read-zip.js';

/** The accessibility properties EPUB Accessibility 1.1 asks the package document to state. */
export const ACCESSIBILITY_PROPERTIES = [
  'schema:accessMode',
  'schema:accessModeSufficient',
  'schema:accessibilityFeature',
  'schema:accessibilityHazard',
  'schema:accessibilitySummary',
] as const;

/** What an EPUB holds that stores ask about, read from its bytes. */
export interface EpubFacts {
  /** What breaks the container's rules (OCF and the package document), in words; empty when nothing does. */
  problems: string[];
  /** The package document's version attribute ("3.0"), or null without one. */
  version: string | null;
  /** The package document's dc:title, or null without one. */
  title: string | null;
  /** The accessibility properties the package document leaves out. */
  missingAccessibility: string[];
  /** The cover image's size in pixels, or null when the package names none. */
  cover: { width: number; height: number } | null;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The package document's manifest items: their href (from the zip's root) and properties. */
function manifestOf(opf: string, folder: string) {
  return [...opf.matchAll(/<item\s[^>]*>/g)].map(([tag]) => ({
    href: `${folder}${decodeURIComponent(attribute(tag, 'href') ?? '')}`,
    properties: (attribute(tag, 'properties') ?? '').split(/\s+/),
  }));
}

/** The size of an image in pixels, or null when it cannot be decoded. */
function imageSize(bytes: Uint8Array) {
  try {
    const image = new mupdf.Image(bytes);
    const size = { width: image.getWidth(), height: image.getHeight() };
    image.destroy();
    return size;
  } catch {
    return null;
  }
}

/**
 * Reads the EPUB's container and package document: the checks of the Open Container Format and the package that can
 * run in-process (the mimetype first and right, a container naming a package that exists, the required metadata,
 * every manifest file present, a navigation document), its version and title, its accessibility metadata and its cover.
 */
export function readEpub(bytes: Uint8Array): EpubFacts {
  let names: string[];
  try {
    names = zipEntryNames(bytes);
  } catch {
    return {
      problems: ['The file is not a ZIP archive.'],
      version: null,
      title: null,
      missingAccessibility: [],
      cover: null,
    };
  }
  const problems: string[] = [];
  if (names[0] !== 'mimetype' || zipEntryText(bytes, 'mimetype') !== 'application/epub+zip')
    problems.push('The first entry must be "mimetype", holding "application/epub+zip".');
  const container = zipEntryText(bytes, 'META-INF/container.xml');
  const opfPath = container === null ? null : /full-path="([^"]+)"/.exec(container)?.[1];
  const opf = opfPath ? zipEntryText(bytes, opfPath) : null;
  if (!opfPath || opf === null) {
    problems.push('META-INF/container.xml must name the package document, and the file must exist.');
    return { problems, version: null, title: null, missingAccessibility: [...ACCESSIBILITY_PROPERTIES], cover: null };
  }
  for (const element of ['dc:identifier', 'dc:title', 'dc:language'])
    if (!new RegExp(`<${element}[\\s>]`).test(opf)) problems.push(`The package document has no ${element}.`);
  const folder = opfPath.includes('/') ? opfPath.slice(0, opfPath.lastIndexOf('/') + 1) : '';
  const manifest = manifestOf(opf, folder);
  const missing = manifest.filter(({ href }) => !names.includes(href)).map(({ href }) => href);
  if (missing.length > 0) problems.push(`The manifest lists files the book lacks: ${missing.join(', ')}.`);
  const version = /<package\s[^>]*version="([^"]+)"/.exec(opf)?.[1] ?? null;
  if (version?.startsWith('3') && !manifest.some(({ properties }) => properties.includes('nav')))
    problems.push('An EPUB 3 needs a navigation document (a manifest item with properties "nav").');
  const coverHref = manifest.find(({ properties }) => properties.includes('cover-image'))?.href;
  const coverBytes = coverHref ? zipEntry(bytes, coverHref) : null;
  return {
    problems,
    version,
    title: dublinCoreTitle(opf),
    missingAccessibility: ACCESSIBILITY_PROPERTIES.filter((property) => !opf.includes(`property="${property}"`)),
    cover: coverBytes ? imageSize(coverBytes) : null,
  };
}
