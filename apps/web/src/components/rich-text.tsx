import { useEffect, useState } from 'react';
import { hasMarkup } from '../lib/markup';
import { loadPurify, roughText, type SanitizeMode, sanitizeWith } from '../lib/sanitize';

/**
 * Text a restaurant wrote (a description, an announcement, a message), drawn with its markup sanitised in `mode`
 * (lib/sanitize.ts). Plain text is drawn as it is; text with markup is drawn as rough text until the sanitiser has
 * loaded (also on the server and in the first render of a page it drew, so both match), then as sanitised HTML.
 */
export function RichText({
  text,
  mode = 'strict',
  as = 'div',
  className,
  id,
}: {
  text: string;
  mode?: SanitizeMode;
  as?: 'div' | 'p' | 'span';
  className?: string;
  id?: string;
}) {
  const markup = hasMarkup(text);
  const [clean, setClean] = useState<{ source: string; mode: SanitizeMode; html: string } | null>(null);
  useEffect(() => {
    if (!markup) return;
    let live = true;
    void loadPurify().then((purify) => {
      if (live) setClean({ source: text, mode, html: sanitizeWith(purify, text, mode) });
    });
    return () => {
      live = false;
    };
  }, [text, mode, markup]);
  const Tag = as;
  if (!markup)
    return (
      <Tag id={id} className={className}>
        {text}
      </Tag>
    );
  const ready = clean && clean.source === text && clean.mode === mode ? clean.html : null;
  if (ready === null || mode === 'strip') {
    return (
      <Tag id={id} className={className}>
        {ready ?? roughText(text)}
      </Tag>
    );
  }
  // Paragraphs cannot sit inside a paragraph: sanitised markup goes in a block of its own.
  const Block = Tag === 'p' ? 'div' : Tag;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place rich text is drawn, sanitised just above.
    <Block id={id} className={`rich-text ${className ?? ''}`} dangerouslySetInnerHTML={{ __html: ready }} />
  );
}
