import type { BookBlock, BookInline, BookListItem, BookTableRow } from '../book-model.js';
import { AUTHOR_NOTE_LABEL, TASK_BOX } from '../printed-text.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside XHTML elements and attribute values: user text never becomes markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

export function inlinesToHtml(nodes: BookInline[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
          return escapeHtml(node.value);
        case 'inlineCode':
          return `<code>${escapeHtml(node.value)}</code>`;
        case 'break':
          return '<br/>';
        case 'emphasis':
          return `<em>${inlinesToHtml(node.children)}</em>`;
        case 'strong':
          return `<strong>${inlinesToHtml(node.children)}</strong>`;
        case 'delete':
          return `<del>${inlinesToHtml(node.children)}</del>`;
        case 'link':
          return `<a href="${escapeHtml(node.url)}">${inlinesToHtml(node.children)}</a>`;
      }
    })
    .join('');
}

export function blocksToHtml(nodes: BookBlock[]): string {
  return nodes.map(blockToHtml).join('\n');
}

function blockToHtml(node: BookBlock): string {
  switch (node.type) {
    case 'paragraph':
      return `<p${node.keepWithNext ? ' class="lead-in"' : ''}>${inlinesToHtml(node.children)}</p>`;
    case 'heading':
      return `<h${node.depth}>${inlinesToHtml(node.children)}</h${node.depth}>`;
    case 'thematicBreak':
      return '<hr/>';
    case 'blockquote':
      return `<blockquote>${blocksToHtml(node.children)}</blockquote>`;
    case 'list': {
      const items = node.children.map(listItemToHtml).join('');
      // epub-gen-memory drops the start attribute, so a list that starts elsewhere than 1 sets its counter in CSS.
      const start = node.start === 1 ? '' : ` style="counter-reset: list-item ${node.start - 1}"`;
      return node.ordered ? `<ol${start}>${items}</ol>` : `<ul>${items}</ul>`;
    }
    case 'code':
      return `<pre><code>${escapeHtml(node.value)}</code></pre>`;
    case 'table':
      return tableToHtml(node.align, node.children);
    case 'note':
      return `<aside class="author-note"><p class="author-note-label">${AUTHOR_NOTE_LABEL}</p>${blocksToHtml(node.children)}</aside>`;
  }
}

/** A list item; a task's box opens its first paragraph. */
function listItemToHtml(item: BookListItem): string {
  if (item.checked === null) return `<li>${blocksToHtml(item.children)}</li>`;
  const box = `<span class="task-box">${TASK_BOX[item.checked ? 'checked' : 'open']}</span> `;
  const [first, ...rest] = item.children;
  const opening =
    first?.type === 'paragraph'
      ? `<p>${box}${inlinesToHtml(first.children)}</p>`
      : `<p>${box}</p>${blocksToHtml(first ? [first] : [])}`;
  return `<li class="task">${[opening, blocksToHtml(rest)].filter(Boolean).join('\n')}</li>`;
}

function tableToHtml(align: (string | null)[], rows: BookTableRow[]): string {
  const cells = (row: BookTableRow, tag: 'th' | 'td') =>
    row.children
      .map((cell, i) => {
        const style = align[i] ? ` style="text-align: ${align[i]}"` : '';
        return `<${tag}${style}>${inlinesToHtml(cell.children)}</${tag}>`;
      })
      .join('');
  const [header, ...body] = rows;
  const head = header ? `<thead><tr>${cells(header, 'th')}</tr></thead>` : '';
  return `<table>${head}<tbody>${body.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('')}</tbody></table>`;
}
