import { EMPTY_TYPED_CARD, type TypedCardEntry, typedCardBody } from '@ordering/domain/format/typed-card';
import { TypedCardFields } from '../../../components/typed-card-fields';
import type { TabPayment } from '../api';

export type CardEntry = TypedCardEntry;
export const emptyCard = EMPTY_TYPED_CARD;

/** The card as the tab's calls take it, or the field to correct first. */
export function cardPayment(
  card: CardEntry,
): { ok: true; payment: TabPayment } | { ok: false; field: keyof CardEntry } {
  const checked = typedCardBody(card);
  return checked.ok ? { ok: true, payment: { paymentMethod: 'credit_card', card: checked.card } } : checked;
}

/** A card typed for the tab: its hold when opening, another hold, or a share's payment. */
export function CardFields(props: {
  card: CardEntry;
  onChange: (card: CardEntry) => void;
  invalid: keyof CardEntry | null;
}) {
  return <TypedCardFields {...props} words="tabs.card" autofill />;
}
