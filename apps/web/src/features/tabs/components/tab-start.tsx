import { toCents } from '@ordering/domain/money/money';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/buttons';
import { Section, TextField } from '../../../components/form-fields';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { completeOpening, joinTab, openTab } from '../api';
import { type TabMembership, writeTabMembership } from '../tab-storage';
import { ErrorText } from './error-text';
import { useTabCard } from './tab-card';

/**
 * At a table with no tab on this device: open the table's tab (the opener's card held for the restaurant's hold), or
 * ask to join the one someone at the table opened.
 */
export function TabStart({
  data,
  locale,
  table: tableFromQr,
}: {
  data: RestaurantData;
  locale: Locale;
  table: string;
}) {
  const { t } = useTranslation();
  const r = data.restaurant;
  const [table, setTable] = useState(tableFromQr);
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<'name' | 'table' | null>(null);
  const hold = money(toCents(r.open_tab.hold), locale);
  const card = useTabCard(r, locale, toCents(r.open_tab.hold));

  const keep = (answer: { tabId: string; memberId: string; secret: string }) => {
    const member: TabMembership = { ...answer, table: table.trim(), name: name.trim() };
    writeTabMembership(r.slug, member);
  };
  const open = useMutation({
    mutationFn: (payment: Parameters<typeof openTab>[1]['payment']) =>
      openTab(r.id, { table: table.trim(), name: name.trim(), payment }).catch((error: unknown) =>
        card.afterRefusal(error, (c) => completeOpening(r.id, c.pendingId ?? '', c.secret ?? '')),
      ),
    onSuccess: keep,
  });
  const join = useMutation({
    mutationFn: () => joinTab(r.id, { table: table.trim(), name: name.trim() }),
    onSuccess: keep,
  });
  const openWithCard = async () => {
    if (!who()) return;
    setInvalid(null);
    const payment = await card.payment();
    if (payment) open.mutate(payment);
  };
  const who = (): boolean => {
    const missing = !table.trim() ? 'table' : !name.trim() ? 'name' : null;
    if (missing) setInvalid(missing);
    return missing === null;
  };

  return (
    <div className="grid gap-4">
      <TabWho table={table} name={name} onTable={setTable} onName={setName} invalid={invalid} />

      <Section title={t('tabs.start.openTitle')} id="tab-open">
        <p className="text-sm text-muted">{t('tabs.start.openHint', { hold })}</p>
        {card.fields}
        <ErrorText
          error={open.error}
          card={{ tryAgain: () => void openWithCard(), another: card.another, busy: open.isPending }}
        />
        <button
          type="button"
          className={primaryButton}
          disabled={open.isPending}
          aria-busy={open.isPending}
          onClick={openWithCard}
        >
          {open.isPending ? t('tabs.start.opening') : t('tabs.start.open', { hold })}
        </button>
      </Section>

      <Section title={t('tabs.start.joinTitle')} id="tab-join">
        <p className="text-sm text-muted">{t('tabs.start.joinHint')}</p>
        <ErrorText error={join.error} />
        <button
          type="button"
          className={secondaryButton}
          disabled={join.isPending}
          onClick={() => {
            if (!who()) return;
            setInvalid(null);
            join.mutate();
          }}
        >
          {t('tabs.start.join')}
        </button>
      </Section>
    </div>
  );
}

/** Which table and who: asked of the opener and of a guest asking to join alike. */
function TabWho(props: {
  table: string;
  name: string;
  onTable: (table: string) => void;
  onName: (name: string) => void;
  invalid: 'name' | 'table' | null;
}) {
  const { t } = useTranslation();
  return (
    <Section title={t('tabs.start.who')} id="tab-who">
      <TextField
        id="tab-table"
        label={t('tabs.start.table')}
        value={props.table}
        onChange={props.onTable}
        maxLength={20}
        error={props.invalid === 'table' ? t('tabs.start.tableRequired') : undefined}
      />
      <TextField
        id="tab-name"
        label={t('tabs.start.name')}
        value={props.name}
        onChange={props.onName}
        autoComplete="given-name"
        maxLength={100}
        hint={t('tabs.start.nameHint')}
        error={props.invalid === 'name' ? t('tabs.start.nameRequired') : undefined}
      />
    </Section>
  );
}
