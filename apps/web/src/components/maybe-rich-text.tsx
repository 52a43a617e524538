import { lazy, Suspense } from 'react';
import { hasMarkup } from '../lib/markup';
import type { SanitizeMode } from '../lib/sanitize';

// Most texts restaurants write are plain: the sanitiser and its component load only for one with markup.
const RichText = lazy(() => import('./rich-text').then((m) => ({ default: m.RichText })));

/**
 * A restaurant's text on a screen that loads with the menu: plain text as it is; text with markup through
 * RichText (sanitised in `mode`), whose code loads then. Drawn as plain text meanwhile (React escapes it).
 */
export function MaybeRichText({
  text,
  mode = 'strict',
  as: Tag = 'p',
  className,
}: {
  text: string;
  mode?: SanitizeMode;
  as?: 'p' | 'span' | 'div';
  className?: string;
}) {
  if (!hasMarkup(text)) return <Tag className={className}>{text}</Tag>;
  return (
    <Suspense fallback={<Tag className={className}>{text.replace(/<[^>]*>/g, ' ')}</Tag>}>
      <RichText as={Tag} mode={mode} text={text} className={className} />
    </Suspense>
  );
}
