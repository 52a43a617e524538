/**
 * The counter order's state (components/counter-order.tsx): the place, the menu and the item being picked, the lines,
 * the diner's contact (react-hook-form, checked by the server's own rules), the answers, the kitchen's quote, the
 * table's open tab the order joins unless staff make it a separate order (decision 068), how it is paid (at the
 * counter, or a card over the phone, decision 074), and the placing of the order with its idempotency key.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { addToCart } from '@ordering/domain/cart/add-item';
import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { toCartItemBody } from '@ordering/domain/contracts/cart-convert';
import {
  type CounterOrder,
  type CounterTable,
  counterOrderRequest,
} from '@ordering/domain/contracts/kitchen';
import type { DataFileMenu, RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { isAnswered, questionsFor, unansweredRequired } from '@ordering/domain/ordering/custom-questions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import {
  type CounterCard,
  counterQuoteQuery,
  counterTableTabQuery,
  menuFileQuery,
  placeCounterOrder,
  type StaffRestaurant,
} from '../api';
import { useCounterCard } from '../components/counter-payment';
import { type CounterPlace, placeChosen } from '../components/counter-place';
import type { CounterAnswers } from '../components/counter-questions';
import { type CounterItem, counterLine, counterMenus } from '../counter-order';

/** A key for one order: kept while a tap may be repeated (no answer came), new once the server answered. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The diner's contact as the server checks it (the counter order's request, packages/domain contracts/kitchen.ts). */
const counterContact = z.object({
  name: counterOrderRequest.shape.name,
  phone: counterOrderRequest.shape.phone,
  notes: z.string(),
});
export type CounterContact = z.input<typeof counterContact>;
const NO_CONTACT: CounterContact = { name: '', phone: '', notes: '' };

export type Picking = { picked: CounterItem; options: CartOptionGroup[] };

/**
 * The order being put together: where it goes (a pickup now or later, or a table), the menus that way offers, the item
 * whose options are being chosen, and the lines.
 */
function useCounterCart(file: RestaurantDataFile | undefined, onAdded: () => void) {
  const [place, setPlace] = useState<CounterPlace>({ way: 'now' });
  const atTable = place.way === 'table';
  const menus = useMemo(() => (file ? counterMenus(file, atTable) : []), [file, atTable]);
  const [menuId, setMenuId] = useState<string | null>(null);
  const menu: DataFileMenu | undefined = menus.find((m) => m.id === menuId) ?? menus[0];
  const [picking, setPicking] = useState<Picking | null>(null);
  const [lines, setLines] = useState<CartItem[]>([]);
  const bodies = useMemo(() => lines.map(toCartItemBody), [lines]);
  // A table orders from the dine-in menus, a pickup from the take-out ones: lines of the other kind are not kept.
  const changePlace = (next: CounterPlace) => {
    if ((next.way === 'table') !== atTable) {
      setLines([]);
      setMenuId(null);
      setPicking(null);
    }
    setPlace(next);
  };
  const add = (picked: CounterItem, options: CartOptionGroup[]) => {
    setLines((held) => addToCart(held, counterLine(menu!, picked, options, 0)));
    setPicking(null);
    onAdded();
  };
  const clear = () => {
    setLines([]);
    setPlace({ way: 'now' });
  };
  return {
    place,
    atTable,
    changePlace,
    menus,
    menu,
    setMenuId,
    picking,
    setPicking,
    lines,
    setLines,
    bodies,
    add,
    clear,
  };
}

/**
 * The table as the server takes it, once chosen: its open tab is asked for, and the order joins it by default unless
 * staff make it a separate order (another table, or another tab at it, asks again).
 */
function useTableTab(restaurantId: number, place: CounterPlace) {
  const table: CounterTable | null = useMemo(
    () =>
      place.way === 'table' && placeChosen(place)
        ? { ...(place.location ? { location: place.location } : {}), number: place.number.trim() }
        : null,
    [place],
  );
  const tableTab = useQuery(counterTableTabQuery(restaurantId, table)).data ?? null;
  const [separateFrom, setSeparateFrom] = useState<string | null>(null);
  const separate = tableTab !== null && separateFrom === tableTab.id;
  const setSeparate = (yes: boolean) => setSeparateFrom(yes && tableTab ? tableTab.id : null);
  return { table, tableTab, separate, setSeparate };
}

/** The questions a diner ordering a pickup, or at a table, is asked (a food allergy...): staff ask them. */
function useCounterQuestions(file: RestaurantDataFile | undefined, atTable: boolean) {
  const [answers, setAnswers] = useState<CounterAnswers>({});
  const questions = useMemo(
    () => (file ? questionsFor(file.order_options.custom_questions, [atTable ? 'dine-in' : 'pickup']) : []),
    [file, atTable],
  );
  return { questions, answers, setAnswers, unanswered: unansweredRequired(questions, answers) };
}

/**
 * What staff are told when placing failed: a changed price has the quote asked again, a slot taken meanwhile has the
 * day's slots asked again (so it shows full); otherwise the server's own words.
 */
function refusalOf(
  error: unknown,
  t: (key: string) => string,
  refetchQuote: () => void,
  queryClient: ReturnType<typeof useQueryClient>,
): string {
  if (!(error instanceof ApiError)) return t('staff.errors.generic');
  if (error.code === 428) {
    refetchQuote();
    return t('staff.counter.priceChanged');
  }
  if (error.code === 417) void queryClient.invalidateQueries({ queryKey: ['staff', 'counter-slots'] });
  return error.message || t('staff.errors.generic');
}

/** How the order is paid: a card over the phone where the processor takes one, never for a round a tab pays. */
function useCounterPayment(
  restaurantId: number,
  file: RestaurantDataFile | undefined,
  locale: Locale,
  quote: { total: number } | undefined,
  onTab: boolean,
) {
  const payment = useCounterCard(restaurantId, file, locale, quote ? toCents(quote.total) : null);
  const cardOffered = payment.offered && !onTab;
  return { payment, cardOffered, byCard: cardOffered && payment.pay === 'card' };
}

export function useCounterOrder(restaurant: StaffRestaurant, locale: Locale) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const file = useQuery(menuFileQuery(restaurant.slug)).data;
  const [placed, setPlaced] = useState<CounterOrder | null>(null);
  const cart = useCounterCart(file, () => setPlaced(null));
  const { atTable, bodies, place } = cart;
  const contact = useForm<CounterContact>({
    defaultValues: NO_CONTACT,
    resolver: zodResolver(counterContact),
  });
  const entered = useWatch({ control: contact.control }) as CounterContact;
  const { questions, answers, setAnswers, unanswered } = useCounterQuestions(file, atTable);
  const [key, setKey] = useState(newKey);
  const [problem, setProblem] = useState<string | null>(null);
  const quote = useQuery({
    ...counterQuoteQuery(restaurant.id, bodies, atTable),
    placeholderData: keepPreviousData,
  });
  const { table, tableTab, separate, setSeparate } = useTableTab(restaurant.id, place);
  const onTab = place.way === 'table' && tableTab !== null && !separate;
  const paying = useCounterPayment(restaurant.id, file, locale, quote.data, onTab);
  const { payment, byCard } = paying;
  const placeOrder = useMutation({
    mutationFn: ({ name, phone, notes, card }: CounterContact & { card: CounterCard | null }) =>
      placeCounterOrder(
        restaurant.id,
        {
          items: bodies,
          name: name.trim(),
          phone: phone.trim(),
          total: quote.data!.total,
          ...(notes.trim() ? { notes: notes.trim() } : {}),
          questions: questions
            .filter((q) => isAnswered(answers[q.id]))
            .map((q) => ({ id: q.id, answer: answers[q.id]! })),
          ...(place.way === 'later' ? { pickupTime: place.slot } : {}),
          ...(table ? { table, ...(separate ? { separate: true } : {}) } : {}),
          ...(card ? { card } : {}),
        },
        key,
      ),
    onSuccess: (order) => {
      setPlaced(order);
      payment.reset();
      cart.clear();
      contact.reset(NO_CONTACT);
      setAnswers({});
      setProblem(null);
      setSeparate(false);
      setKey(newKey());
      // The tab's bill changed with the round.
      if (order.tab) {
        void queryClient.invalidateQueries({ queryKey: ['staff', 'counter-table-tab'] });
        void queryClient.invalidateQueries({ queryKey: ['staff', 'tabs'] });
      }
    },
    onError: (error) => {
      // The server answered: the next tap is another attempt.
      if (error instanceof ApiError) setKey(newKey());
      setProblem(refusalOf(error, t, () => void quote.refetch(), queryClient));
    },
  });
  const contactGiven = counterContact.safeParse(entered).success;
  const canPlace =
    quote.data &&
    cart.lines.length > 0 &&
    !quote.isPlaceholderData &&
    contactGiven &&
    unanswered.length === 0 &&
    placeChosen(place) &&
    quote.data?.readyAt !== null &&
    !placeOrder.isPending;
  const submit = contact.handleSubmit(async (values) => {
    const card = byCard ? await payment.card() : null;
    if (byCard && !card) return;
    placeOrder.mutate({ ...values, card });
  });
  return {
    ...cart,
    file,
    contact,
    contactGiven,
    questions,
    answers,
    setAnswers,
    unanswered,
    quote,
    tableTab,
    separate,
    setSeparate,
    onTab,
    ...paying,
    placed,
    problem,
    canPlace: Boolean(canPlace),
    placing: placeOrder.isPending,
    submit,
  };
}

export type CounterOrderState = ReturnType<typeof useCounterOrder>;
