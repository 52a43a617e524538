import { useEffect } from 'react';

/**
 * The brand pages that are no restaurant's (a chain's search and coming-soon page, /cantine) load the default font
 * themselves: only a restaurant's theme loads fonts, and these would be drawn in a fallback.
 */
export function useDefaultFont() {
  useEffect(() => {
    void import('../../features/restaurant/components/fonts').then((fonts) =>
      fonts.loadFonts(fonts.fontFiles('Inter', 'Inter')),
    );
  }, []);
}
