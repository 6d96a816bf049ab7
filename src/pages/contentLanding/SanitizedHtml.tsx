import { createElement, type ReactNode } from 'react';

/**
 * The server's HTML texts (spec 3 "Content metadata") shown through an allow-list: the markup is
 * parsed into an inert document (nothing in it runs or loads), then rebuilt as React elements from
 * allowed tags only, with no attributes but a same-origin link's `href`. No HTML string ever reaches
 * the page, so nothing can slip past the list.
 */

const INLINE_TAGS = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'code', 'mark', 'span', 'br', 'a']);
const BLOCK_TAGS = new Set(['p', 'div', 'ul', 'ol', 'li']);
/** Dropped with everything inside them: their text is not meant to be read. */
const DROPPED_TAGS = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'title', 'head']);
/** A path on this site: not `//host`, not `/\host`, no scheme (so no `javascript:` either). */
export const isSameOriginPath = (href: string) => /^\/(?![/\\])/.test(href);

export interface SanitizeOptions {
  /** Phrasing content only (inside a heading): block tags give up their tags and keep their text. */
  inline?: boolean;
}

export function sanitizedNodes(html: string, options: SanitizeOptions = {}): ReactNode[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return childrenOf(document.body, options);
}

function childrenOf(parent: Node, options: SanitizeOptions): ReactNode[] {
  return Array.from(parent.childNodes).flatMap((node, index) => nodeOf(node, index, options));
}

function nodeOf(node: Node, key: number, options: SanitizeOptions): ReactNode[] {
  if (node.nodeType === Node.TEXT_NODE) return [node.textContent ?? ''];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const tag = (node as Element).tagName.toLowerCase();
  if (DROPPED_TAGS.has(tag)) return [];
  const children = childrenOf(node, options);
  const allowed = INLINE_TAGS.has(tag) || (!options.inline && BLOCK_TAGS.has(tag));
  if (!allowed) return children;
  if (tag === 'br') return [createElement('br', { key })];
  if (tag === 'a') {
    const href = (node as Element).getAttribute('href') ?? '';
    return isSameOriginPath(href) ? [createElement('a', { key, href }, ...children)] : children;
  }
  return [createElement(tag, { key }, ...children)];
}

/** Sanitised HTML as the children of whatever holds it. */
export function SanitizedHtml({ html, inline = false }: { html: string; inline?: boolean }) {
  return <>{sanitizedNodes(html, { inline })}</>;
}
