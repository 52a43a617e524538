import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLocale } from '../../locale';
import { useRestaurantContext } from '../../restaurant-data';
import { useCart } from '../cart-context';
import { markRoundLoaded, wasRoundLoaded } from '../cart-storage';
import { useAnotherRound } from '../round-table';
import { PickLines } from './pick-lines';

/**
 * Another round: the lines of the table's earlier order, offered on the menu for the diner to choose which come back
 * (none is put in the cart unasked). Once added, or once the diner starts a fresh round, it is not offered again on
 * this device; the cart then says what went in and what did not.
 */
export function AnotherRound({ roundId }: { roundId: string }) {
  const { locale } = useRestaurantContext();
  const { t } = useTranslation();
  const cart = useCart();
  const round = useAnotherRound(roundId);
  const [done, setDone] = useState(() => wasRoundLoaded(roundId));
  if (done || !round.data || round.data.items.length === 0) return null;
  const table = round.data.tableInfo.tableNum;
  const finish = () => {
    markRoundLoaded(roundId);
    setDone(true);
  };
  return (
    <PickLines
      heading={t('cart.roundHeading')}
      intro={table ? t('cart.roundIntroTable', { table }) : t('cart.roundIntro')}
      lines={round.data.items}
      index={cart.index}
      lang={menuLocale(locale)}
      className="mt-4"
      onAdd={async (chosen) => {
        if (await cart.addAgain(chosen)) finish();
      }}
    >
      <button
        type="button"
        onClick={finish}
        className="rounded-full border border-line px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('cart.roundFresh')}
      </button>
    </PickLines>
  );
}
