import { lazy, Suspense, useEffect, useState } from 'react';
import { inTaskOfItsOwn, isDrawnElsewhere } from '../lib/hydrating';
import { hasMarkup } from '../lib/markup';
import type { SanitizeMode } from '../lib/sanitize';

// Most texts restaurants write are plain: the sanitiser and its component load only for one with markup.
const RichText = lazy(() => import('./rich-text').then((m) => ({ default: m.RichText })));

/**
 * A restaurant's text on a screen that loads with the menu: plain text as it is; text with markup through
 * RichText (sanitised in `mode`), whose code loads then. Drawn as plain text meanwhile (React escapes it), and so
 * on the server and while the browser takes a server-drawn page over (a lazy part there would be redrawn).
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
  const markup = hasMarkup(text);
  const [joined, setJoined] = useState(() => !isDrawnElsewhere());
  useEffect(() => (markup && !joined ? inTaskOfItsOwn(() => setJoined(true)) : undefined), [markup, joined]);
  if (!markup) return <Tag className={className}>{text}</Tag>;
  const rough = <Tag className={className}>{text.replace(/<[^>]*>/g, ' ')}</Tag>;
  if (!joined) return rough;
  return (
    <Suspense fallback={rough}>
      <RichText as={Tag} mode={mode} text={text} className={className} />
    </Suspense>
  );
}
