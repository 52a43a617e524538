import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { CSSProperties } from 'react';

type MenuConfiguration = RestaurantDataFile['menu_configuration'];

/** Self-hosted fonts (no web-fonts service): each loads its stylesheet only when a restaurant uses it. */
const FONTS: Record<string, () => Promise<unknown>> = {
  inter: () => Promise.all([import('@fontsource/inter/400.css'), import('@fontsource/inter/600.css')]),
  lora: () => Promise.all([import('@fontsource/lora/400.css'), import('@fontsource/lora/600.css')]),
  poppins: () => Promise.all([import('@fontsource/poppins/400.css'), import('@fontsource/poppins/600.css')]),
  'playfair display': () =>
    Promise.all([
      import('@fontsource/playfair-display/400.css'),
      import('@fontsource/playfair-display/700.css'),
    ]),
};

export function loadFont(name: string | null): string | undefined {
  const key = name?.trim().toLowerCase();
  const load = key ? FONTS[key] : undefined;
  if (!load) return undefined;
  // The stylesheets are the browser's business: a page drawn on the server gets them when its code runs.
  if (typeof document !== 'undefined') void load();
  return name!.trim();
}

/** Black or white text, whichever reads better on the brand colour (WCAG relative luminance). */
export function contrastOn(hex: string): '#ffffff' | '#111111' {
  const channel = (i: number) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#ffffff' : '#111111';
}

/** CSS variables of a restaurant's theme (menu_configuration): brand colour, fonts, light or dark. */
export function themeStyle(config: MenuConfiguration): { className: string; style: CSSProperties } {
  const useDefault = config.use_default_fonts;
  const primary = useDefault ? loadFont('Inter') : (loadFont(config.primary_font) ?? loadFont('Inter'));
  const secondary = useDefault ? primary : (loadFont(config.secondary_font) ?? primary);
  return {
    className: config.theme === 'dark' ? 'theme-dark' : 'theme-light',
    style: {
      '--color-brand': config.primary_color,
      '--color-brand-contrast': contrastOn(config.primary_color),
      '--font-display': `"${primary}", ui-sans-serif, system-ui, sans-serif`,
      '--font-body': `"${secondary}", ui-sans-serif, system-ui, sans-serif`,
    } as CSSProperties,
  };
}
