const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML character data as text: the five named entities and numeric references spelled out. */
const xmlText = (data: string) =>
  data.replace(/&(?:#x([0-9a-f]+)|#([0-9]+)|([a-z]+));/gi, (whole, hex?: string, decimal?: string, name?: string) =>
    hex || decimal ? String.fromCodePoint(hex ? parseInt(hex, 16) : Number(decimal)) : (ENTITIES[name!] ?? whole),
  );

/**
 * The first dc:title of an XML document that carries Dublin Core metadata (an EPUB's package document, a DOCX's
 * docProps/core.xml), as text; null without one.
 */
export function dublinCoreTitle(xml: string | null): string | null {
  const data = xml === null ? undefined : /<dc:title(?:\s[^>]*)?>([^<]*)<\/dc:title>/.exec(xml)?.[1];
  return data === undefined ? null : xmlText(data);
}
