/**
 * Rich text shown to diners (descriptions, announcements, messages) is sanitised before it is drawn as HTML, in one
 * of the spec's three modes:
 * - `default`: a standard HTML profile (no scripts, event handlers, `javascript:` addresses or foreign content);
 * - `strict`: only b, i, em, strong, p and br, with no attributes;
 * - `strip`: no markup at all, the text alone.
 * DOMPurify does the parsing; it loads only when some text has markup (`hasMarkup`), so the menu's first load does
 * not carry it.
 */
import type { Config, DOMPurify } from 'dompurify';

export type SanitizeMode = 'default' | 'strict' | 'strip';

const STRICT: Config = {
  ALLOWED_TAGS: ['b', 'i', 'em', 'strong', 'p', 'br'],
  ALLOWED_ATTR: [],
  // No attributes means none: DOMPurify keeps data-* and aria-* unless told.
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};
/** Where a line or a block ends, the text of its neighbours stays apart once the markup is gone. */
const BREAKS =
  /<br\s*\/?>|<\/(?:p|div|li|h[1-6]|dt|dd|td|th|tr|blockquote|section|article|header|footer)\s*>/gi;
const DEFAULT: Config = { USE_PROFILES: { html: true } };

export { hasMarkup } from './markup';

/** `html` as markup safe to draw in `mode`; in `strip` mode the text alone (to draw as text, never as HTML). */
export function sanitizeWith(purify: DOMPurify, html: string, mode: SanitizeMode): string {
  if (mode === 'strip') {
    // Parsed, never drawn: the text content, with scripts and styles gone whole.
    const fragment = purify.sanitize(html.replace(BREAKS, '$& '), {
      ALLOWED_TAGS: [],
      ALLOWED_ATTR: [],
      RETURN_DOM_FRAGMENT: true,
    });
    return (fragment.textContent ?? '').replace(/\s+/g, ' ').trim();
  }
  return purify.sanitize(html, mode === 'strict' ? STRICT : DEFAULT);
}

let loading: Promise<DOMPurify> | undefined;

/** DOMPurify, loaded once, on first need. */
export function loadPurify(): Promise<DOMPurify> {
  loading ??= import('dompurify').then((m) => m.default);
  return loading;
}

/** Markup-free text as it would read before the parser has loaded (drawn as text, so nothing in it runs). */
export function roughText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
