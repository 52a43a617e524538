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

/**
 * The light or dark base a theme beyond light and dark builds on: its own stylesheet (/stylesheets/{theme}.css,
 * apps/web/public/stylesheets) only overrides what it changes, and dark-variant styles follow the base.
 */
const THEME_BASE: Record<string, 'theme-light' | 'theme-dark'> = {
  dark: 'theme-dark',
  stadium: 'theme-dark',
};

/** The stylesheet a theme other than light or dark loads, or null. */
export function themeStylesheet(theme: string): string | null {
  return theme === 'light' || theme === 'dark' ? null : `/stylesheets/${encodeURIComponent(theme)}.css`;
}

/** CSS variables of a restaurant's theme (menu_configuration): brand colour, fonts, light, dark or another theme. */
export function themeStyle(config: MenuConfiguration): {
  className: string;
  /** The theme's own stylesheet, for a theme other than light and dark. */
  stylesheet: string | null;
  style: CSSProperties;
  /** The hosted families of its headings and text (their files: `fonts.ts`). */
  fonts: { display: HostedFamily; body: HostedFamily };
  /** The restaurant's favicon, shown in place of the app's; null: the app's. */
  icon: string | null;
} {
  const useDefault = config.use_default_fonts;
  const primary: HostedFamily = useDefault ? 'Inter' : (hostedFamily(config.primary_font) ?? 'Inter');
  const secondary: HostedFamily = useDefault ? primary : (hostedFamily(config.secondary_font) ?? primary);
  return {
    className: [
      THEME_BASE[config.theme] ?? 'theme-light',
      ...(themeStylesheet(config.theme) ? [`theme-${config.theme}`] : []),
    ].join(' '),
    stylesheet: themeStylesheet(config.theme),
    style: {
      '--color-brand': config.primary_color,
      '--color-brand-contrast': contrastOn(config.primary_color),
      '--font-display': `"${primary}", ui-sans-serif, system-ui, sans-serif`,
      '--font-body': `"${secondary}", ui-sans-serif, system-ui, sans-serif`,
    } as CSSProperties,
    fonts: { display: primary, body: secondary },
    icon: config.favicon,
  };
}

const SHEET_ATTRIBUTE = 'data-theme-stylesheet';

/** The app's own icon, as apps/web/index.html declares it: what pages that are no restaurant's show. */
export const APP_ICON = 'data:,';

/**
 * Puts a theme's classes on `<html>`, its stylesheet and favicon in `<head>` (kept when a page drawn on the server
 * put them there already); the returned function takes them off again, the app's icon back.
 */
export function themeOnDocument(theme: {
  className: string;
  stylesheet: string | null;
  icon?: string | null;
}): () => void {
  const root = document.documentElement;
  const icon = document.head.querySelector('link[rel="icon"]');
  icon?.setAttribute('href', theme.icon || APP_ICON);
  const classes = theme.className.split(' ');
  root.classList.add(...classes);
  let sheet = theme.stylesheet
    ? document.head.querySelector<HTMLLinkElement>(`link[${SHEET_ATTRIBUTE}="${theme.stylesheet}"]`)
    : null;
  const added = theme.stylesheet !== null && !sheet;
  if (theme.stylesheet && !sheet) {
    sheet = document.createElement('link');
    sheet.rel = 'stylesheet';
    sheet.href = theme.stylesheet;
    sheet.setAttribute(SHEET_ATTRIBUTE, theme.stylesheet);
    document.head.append(sheet);
  }
  return () => {
    root.classList.remove(...classes);
    if (added) sheet?.remove();
    icon?.setAttribute('href', APP_ICON);
  };
}

/** The `<link>` a page drawn on the server carries for its theme's stylesheet (the browser keeps it). */
export const themeStylesheetLink = (href: string) =>
  `<link rel="stylesheet" href="${href}" ${SHEET_ATTRIBUTE}="${href}">`;
