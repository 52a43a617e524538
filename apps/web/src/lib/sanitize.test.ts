// @vitest-environment jsdom
// DOMPurify needs a standard DOM: happy-dom drops the first element of what it is given.
import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { hasMarkup, loadPurify, roughText, type SanitizeMode, sanitizeWith } from './sanitize';

const clean = (html: string, mode: SanitizeMode) => sanitizeWith(DOMPurify, html, mode);

describe('sanitizeWith: the three modes', () => {
  it.each<[string, string, string, string, string]>([
    // [case, input, default, strict, strip]
    ['plain text', 'Fresh salmon', 'Fresh salmon', 'Fresh salmon', 'Fresh salmon'],
    [
      'the strict tags',
      '<p><b>New</b> <i>and</i> <em>hot</em><br><strong>now</strong></p>',
      '<p><b>New</b> <i>and</i> <em>hot</em><br><strong>now</strong></p>',
      '<p><b>New</b> <i>and</i> <em>hot</em><br><strong>now</strong></p>',
      'New and hot now',
    ],
    [
      'a list and a heading',
      '<h3>Hours</h3><ul><li>Mon</li></ul>',
      '<h3>Hours</h3><ul><li>Mon</li></ul>',
      'HoursMon',
      'Hours Mon',
    ],
    [
      'a link',
      '<a href="https://example.com/menu" title="Menu">our menu</a>',
      '<a href="https://example.com/menu" title="Menu">our menu</a>',
      'our menu',
      'our menu',
    ],
    [
      'attributes on allowed tags',
      '<p class="x" style="color:red" id="y"><b data-k="1">Bold</b></p>',
      '<p class="x" style="color:red" id="y"><b data-k="1">Bold</b></p>',
      '<p><b>Bold</b></p>',
      'Bold',
    ],
    ['a script', 'Hi<script>alert(1)</script>!', 'Hi!', 'Hi!', 'Hi!'],
    [
      'aria and data attributes',
      '<p aria-hidden="true" data-track="x">Seen</p>',
      '<p aria-hidden="true" data-track="x">Seen</p>',
      '<p>Seen</p>',
      'Seen',
    ],
    ['an onerror', '<img src="x" onerror="alert(1)">Pic', '<img src="x">Pic', 'Pic', 'Pic'],
    ['a javascript: link', '<a href="javascript:alert(1)">tap</a>', '<a>tap</a>', 'tap', 'tap'],
    [
      'a javascript: link in disguise',
      '<a href="JaVaScRiPt&colon;alert(1)">tap</a>',
      '<a>tap</a>',
      'tap',
      'tap',
    ],
    ['an svg with onload', '<svg onload="alert(1)"><circle r="4"/></svg>ok', 'ok', 'ok', 'ok'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>x', 'x', 'x', 'x'],
    ['a style element', '<style>body{display:none}</style>Menu', 'Menu', 'Menu', 'Menu'],
    [
      'an event handler on a strict tag',
      '<b onclick="steal()">Deal</b>',
      '<b>Deal</b>',
      '<b>Deal</b>',
      'Deal',
    ],
    ['an unclosed tag', '<b>Bold', '<b>Bold</b>', '<b>Bold</b>', 'Bold'],
    [
      'entities',
      'Fish &amp; chips &lt;3',
      'Fish &amp; chips &lt;3',
      'Fish &amp; chips &lt;3',
      'Fish & chips <3',
    ],
  ])('%s', (_, input, byDefault, strict, strip) => {
    expect(clean(input, 'default')).toBe(byDefault);
    expect(clean(input, 'strict')).toBe(strict);
    expect(clean(input, 'strip')).toBe(strip);
  });

  it('loads DOMPurify once, on demand', async () => {
    const first = loadPurify();
    expect(loadPurify()).toBe(first);
    expect(sanitizeWith(await first, '<b onclick="x()">ok</b>', 'strict')).toBe('<b>ok</b>');
  });
});

describe('hasMarkup', () => {
  it.each([
    ['Fresh salmon, cucumber & sesame', false],
    ['2 < 3 and 5 > 4', false],
    ['Price <$10', false],
    ['<b>Bold</b>', true],
    ['Line<br/>break', true],
    ['</p>', true],
    ['<!-- note -->', true],
    ['Caf&eacute;', true],
    ['&#60;3', true],
  ])('%s -> %s', (text, expected) => {
    expect(hasMarkup(text)).toBe(expected);
  });
});

describe('roughText (drawn as text while the sanitiser loads)', () => {
  it.each([
    ['<p><b>New</b> today</p>', 'New today'],
    ['Hi<script>alert(1)</script> there', 'Hi there'],
    ['<img src=x onerror=alert(1)>Pic', 'Pic'],
  ])('%s -> %s', (html, text) => {
    expect(roughText(html)).toBe(text);
  });
});
