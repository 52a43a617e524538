// @vitest-environment jsdom
// DOMPurify needs a standard DOM (lib/sanitize.test.ts).
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MaybeRichText } from './maybe-rich-text';
import { RichText } from './rich-text';

afterEach(cleanup);

describe('RichText', () => {
  it('draws plain text as it is', () => {
    const { container } = render(<RichText as="p" text="Fish & chips, 2 < 3" />);
    expect(container.innerHTML).toBe('<p>Fish &amp; chips, 2 &lt; 3</p>');
  });

  it.each([
    [
      'strict',
      '<p><b>New</b> <a href="javascript:alert(1)">here</a></p><img src=x onerror=alert(1)>',
      '<p><b>New</b> here</p>',
    ],
    ['default', '<p>Hi <a href="javascript:alert(1)" onclick="x()">there</a></p>', '<p>Hi <a>there</a></p>'],
  ] as const)('draws marked-up text sanitised (%s), never its scripts', async (mode, text, html) => {
    const { container } = render(<RichText mode={mode} text={text} />);
    // Rough text first (as the server draws it), then the sanitised markup.
    await waitFor(() => expect(container.querySelector('.rich-text')?.innerHTML).toBe(html));
    expect(container.querySelector('script, img, [onclick], [onerror]')).toBeNull();
  });

  it('draws strip mode as text', async () => {
    const { container } = render(
      <RichText as="span" mode="strip" text="<b>Bold</b><br>line<script>x()</script>" />,
    );
    await waitFor(() => expect(container.textContent).toBe('Bold line'));
    expect(container.querySelector('b, script')).toBeNull();
  });
});

describe('MaybeRichText', () => {
  it('draws plain text without loading the sanitiser', () => {
    const { container } = render(<MaybeRichText text="Fresh salmon" className="x" />);
    expect(container.innerHTML).toBe('<p class="x">Fresh salmon</p>');
  });

  it('draws marked-up text through RichText', async () => {
    const { container } = render(<MaybeRichText as="div" text="<i>Spicy</i><script>alert(1)</script>" />);
    await waitFor(() => expect(container.querySelector('.rich-text')?.innerHTML).toBe('<i>Spicy</i>'));
    expect(container.querySelector('script')).toBeNull();
  });
});
