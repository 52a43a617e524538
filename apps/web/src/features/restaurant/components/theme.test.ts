import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@ordering/domain/menu/data-file';
import { describe, expect, it } from 'vitest';
import { APP_ICON, contrastOn, themeOnDocument, themeStyle } from './theme';

describe('text colour on the brand colour', () => {
  it.each([
    ['#b4532a', '#ffffff'],
    ['#1f6f5c', '#ffffff'],
    ['#14b8a6', '#111111'],
    ['#ffffff', '#111111'],
    ['#000000', '#ffffff'],
  ])('%s takes %s', (brand, text) => {
    expect(contrastOn(brand)).toBe(text);
  });
});

describe('themes beyond light and dark', () => {
  const config = (theme: 'light' | 'dark' | 'stadium') => ({
    theme,
    primary_color: '#1f6f5c',
    use_default_fonts: true,
    primary_font: null,
    secondary_font: null,
  });
  it.each([
    ['light', 'theme-light', null],
    ['dark', 'theme-dark', null],
    ['stadium', 'theme-dark theme-stadium', '/stylesheets/stadium.css'],
  ] as const)('%s: classes %s, stylesheet %s', (theme, className, stylesheet) => {
    const style = themeStyle(config(theme) as Parameters<typeof themeStyle>[0]);
    expect(style.className).toBe(className);
    expect(style.stylesheet).toBe(stylesheet);
  });

  it('ships a stylesheet for every theme the data file accepts beyond light and dark', () => {
    const themes = THEMES.filter((t) => t !== 'light' && t !== 'dark');
    expect(themes.length).toBeGreaterThan(0);
    for (const theme of themes) {
      const file = join(__dirname, '../../../../public/stylesheets', `${theme}.css`);
      expect([theme, existsSync(file) && readFileSync(file, 'utf8').includes(`.theme-${theme}`)]).toEqual([
        theme,
        true,
      ]);
    }
  });

  it('puts the classes and the stylesheet on the document, and takes them off', () => {
    // The test's document does not fetch the file: only the <link> is looked at.
    (
      window as unknown as { happyDOM: { settings: { disableCSSFileLoading: boolean } } }
    ).happyDOM.settings.disableCSSFileLoading = true;
    const off = themeOnDocument({
      className: 'theme-dark theme-stadium',
      stylesheet: '/stylesheets/stadium.css',
    });
    expect([...document.documentElement.classList]).toEqual(
      expect.arrayContaining(['theme-dark', 'theme-stadium']),
    );
    expect(document.head.querySelectorAll('link[href="/stylesheets/stadium.css"]')).toHaveLength(1);
    off();
    expect(document.documentElement.classList.contains('theme-stadium')).toBe(false);
    expect(document.head.querySelectorAll('link[href="/stylesheets/stadium.css"]')).toHaveLength(0);
  });
});

describe('the favicon', () => {
  const icon = () => document.head.querySelector('link[rel="icon"]')?.getAttribute('href');

  it("is the app's own icon, as index.html declares it", () => {
    const html = readFileSync(join(__dirname, '../../../../index.html'), 'utf8');
    expect(html).toContain(`<link rel="icon" href="${APP_ICON}" />`);
  });

  it.each([
    [
      'the restaurant’s favicon',
      '/media/demo/logo-cafe-du-marche.svg',
      '/media/demo/logo-cafe-du-marche.svg',
    ],
    ['the app’s icon when the file sets none', null, APP_ICON],
  ])('shows %s, and the app’s again once the restaurant’s pages are left', (_, favicon, shown) => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = 'https://elsewhere.example/drawn-by-the-server.ico';
    document.head.append(link);
    try {
      const config = { theme: 'light', primary_color: '#1f6f5c', use_default_fonts: true, favicon };
      const off = themeOnDocument(themeStyle(config as Parameters<typeof themeStyle>[0]));
      expect(icon()).toBe(shown);
      off();
      expect(icon()).toBe(APP_ICON);
    } finally {
      link.remove();
    }
  });
});
