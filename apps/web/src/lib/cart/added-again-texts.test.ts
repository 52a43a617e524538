import { buildMenuIndex } from '@ordering/domain/pricing/menu-index';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoDataFile } from '../../testing/demo-data';
import { i18n, startTranslations } from '../i18n';
import { addedAgainTexts } from './added-again-texts';

const index = buildMenuIndex(demoDataFile('maple-table'));
const line = (id: string, quantity = 1, section = 'mt-s-desserts') => ({
  id,
  menu_id: 'mt-dinner',
  section_id: section,
  orderId: 1,
  quantity,
  orderPrice: 0,
  orderOptions: [],
});

beforeAll(async () => {
  await startTranslations('en-CA');
  await i18n.loadLanguages(['en-CA', 'fr-CA']);
});

describe('what the diner is told once an earlier order goes back in the cart', () => {
  const result = {
    items: [line('mt-nanaimo-bar', 2)],
    skipped: [line('mt-onion-rings', 1, 'mt-s-sides'), line('mt-gone'), line('mt-gone-too')],
    warning: true,
  };

  it('names the lines added and those that are not, and counts the ones gone from the menu (en-CA)', () => {
    expect(addedAgainTexts(index, result, 'en', i18n.getFixedT('en-CA'))).toEqual({
      added: 'Added to your cart: 2 × Nanaimo Bar.',
      skipped:
        'No longer available, not added: 1 × Beer-Battered Onion Rings. 2 items are no longer on the menu.',
    });
  });

  it('says it in French (fr-CA)', () => {
    const said = addedAgainTexts(index, result, 'fr', i18n.getFixedT('fr-CA'));
    expect(said.added).toBe('Ajouté à votre panier\u00a0: 2 × Carré Nanaimo.');
    expect(said.skipped).toContain('Plus offert, non ajouté\u00a0: 1 × ');
    expect(said.skipped).toContain('2\u00a0articles ne sont plus au menu.');
  });

  it('says the cart had no room when every line went in but not all of it', () => {
    const said = addedAgainTexts(
      index,
      { items: [line('mt-nanaimo-bar')], skipped: [], warning: true },
      'en',
      i18n.getFixedT('en-CA'),
    );
    expect(said.skipped).toBe('Some items of your last order could not be added again.');
  });
});
