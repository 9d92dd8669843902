import { createElement, type ReactNode } from 'react';
import { cleanKdpDescription, KDP_DESCRIPTION_TAGS } from '@shared/listing/kdp-description-html';

const SHOWN_TAGS = new Set(KDP_DESCRIPTION_TAGS);

/** A node of the cleaned description as React draws it: KDP's elements as themselves, everything else as text. */
function drawn(node: ChildNode, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (!(node instanceof Element)) return null;
  const tag = node.tagName.toLowerCase();
  const children = [...node.childNodes].map(drawn);
  if (!SHOWN_TAGS.has(tag)) return children;
  return createElement(tag, { key }, ...(tag === 'br' ? [] : children));
}

/**
 * The description as a store shows it: cleaned to KDP's markup as the server keeps it, then drawn element by element,
 * so nothing typed runs as markup of the page.
 */
export function DescriptionPreview({ html, id }: { html: string; id: string }) {
  const cleaned = cleanKdpDescription(html);
  const body = new DOMParser().parseFromString(cleaned, 'text/html').body;
  return (
    <div
      id={id}
      className="min-h-24 overflow-y-auto rounded-lg border bg-background px-3 py-2 text-sm wrap-anywhere [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_p]:my-1.5 [&_ul]:list-disc"
    >
      {cleaned === '' ? <p className="text-muted-foreground">Nothing to show yet.</p> : [...body.childNodes].map(drawn)}
    </div>
  );
}
