import { describe, expect, it } from 'vitest';
import { distanceBetween, foldText, matchesText } from './geo';

const toronto = { lat: 43.6532, lng: -79.3832 };
const montreal = { lat: 45.5019, lng: -73.5674 };

describe('distanceBetween', () => {
  it('measures Toronto to Montreal along the great circle', () => {
    expect(distanceBetween(toronto, montreal, 'km')).toBeCloseTo(504, 0);
    expect(distanceBetween(toronto, montreal, 'mi')).toBeCloseTo(313.3, 0);
  });

  it('is zero for the same point and symmetric', () => {
    expect(distanceBetween(toronto, toronto, 'km')).toBe(0);
    expect(distanceBetween(montreal, toronto, 'mi')).toBeCloseTo(distanceBetween(toronto, montreal, 'mi'), 9);
  });
});

describe('text matching', () => {
  it('ignores case and accents on both sides', () => {
    expect(foldText('Café du Marché')).toBe('cafe du marche');
    expect(matchesText('1200 rue Sainte-Catherine, Montréal', 'MONTREAL')).toBe(true);
    expect(matchesText('Cantine Centre-Ville', 'centre-vîlle')).toBe(true);
    expect(matchesText('Cantine Campus Nord', 'est')).toBe(false);
  });

  it('matches everything for an empty query and nothing for a missing field', () => {
    expect(matchesText('anything', '  ')).toBe(true);
    expect(matchesText(null, 'x')).toBe(false);
  });
});
