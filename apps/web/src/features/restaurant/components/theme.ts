import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import type { CSSProperties } from 'react';
import { type HostedFamily, hostedFamily } from './font-families';

type MenuConfiguration = RestaurantDataFile['menu_configuration'];

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
export function themeStyle(config: MenuConfiguration): {
  className: string;
  style: CSSProperties;
  /** The hosted families of its headings and text (their files: `fonts.ts`). */
  fonts: { display: HostedFamily; body: HostedFamily };
} {
  const useDefault = config.use_default_fonts;
  const primary: HostedFamily = useDefault ? 'Inter' : (hostedFamily(config.primary_font) ?? 'Inter');
  const secondary: HostedFamily = useDefault ? primary : (hostedFamily(config.secondary_font) ?? primary);
  return {
    className: config.theme === 'dark' ? 'theme-dark' : 'theme-light',
    style: {
      '--color-brand': config.primary_color,
      '--color-brand-contrast': contrastOn(config.primary_color),
      '--font-display': `"${primary}", ui-sans-serif, system-ui, sans-serif`,
      '--font-body': `"${secondary}", ui-sans-serif, system-ui, sans-serif`,
    } as CSSProperties,
    fonts: { display: primary, body: secondary },
  };
}
