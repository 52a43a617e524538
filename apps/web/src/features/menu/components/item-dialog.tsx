import type { ViewItem, ViewOptionGroup } from '@ordering/domain/menu/convert';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { Badge } from './item-card';

/** The item's details: what it is, what it contains and the choices it offers. */
export function ItemDialog({
  item,
  locale,
  onClose,
}: {
  item: ViewItem | null;
  locale: Locale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[92vh] overflow-y-auto rounded-t-3xl bg-surface text-ink shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:bottom-auto sm:w-[36rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          {item ? (
            <>
              {item.image ? (
                <img src={item.image} alt="" className="h-52 w-full rounded-t-3xl object-cover sm:h-64" />
              ) : null}
              <div className="p-5">
                <Dialog.Title className="font-display text-2xl font-semibold">{item.name}</Dialog.Title>
                <Dialog.Description className="mt-2 text-muted">
                  {item.description || item.name}
                </Dialog.Description>
                <p className="mt-3 flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold">{money(item.price, locale)}</span>
                  {item.price < item.base_price ? (
                    <s className="text-muted">{money(item.base_price, locale)}</s>
                  ) : null}
                  {item.calories !== null ? (
                    <span className="text-sm text-muted">{t('menu.calories', { count: item.calories })}</span>
                  ) : null}
                  {item.sold_out ? <Badge tone="warn">{t('menu.soldOut')}</Badge> : null}
                  {!item.sold_out && item.unavailable ? (
                    <Badge tone="warn">{t('menu.unavailable')}</Badge>
                  ) : null}
                </p>
                {item.ingredients ? (
                  <p className="mt-3 text-sm">
                    <span className="font-semibold">{t('menu.ingredients')}: </span>
                    {item.ingredients}
                  </p>
                ) : null}
                <Tags label={t('menu.allergens')} values={item.allergens.map((a) => t(`allergen.${a}`))} />
                <Tags label={t('menu.diets')} values={item.diets.map((d) => t(`diet.${d}`))} />
                {item.options.map((group) => (
                  <OptionGroupDetails key={group.id} group={group} locale={locale} />
                ))}
              </div>
              <Dialog.Close className="absolute top-3 right-3 rounded-full bg-surface/90 px-3 py-1.5 text-sm font-semibold shadow focus-visible:outline-2 focus-visible:outline-brand">
                {t('menu.close')}
              </Dialog.Close>
            </>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function Tags({ label, values }: { label: string; values: string[] }) {
  if (values.length === 0) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-1.5 text-sm">
      <span className="font-semibold">{label}:</span>
      {values.map((v) => (
        <Badge key={v}>{v}</Badge>
      ))}
    </p>
  );
}

function OptionGroupDetails({ group, locale }: { group: ViewOptionGroup; locale: Locale }) {
  const { t } = useTranslation();
  const rule =
    group.allow_multiple_selection && group.limit
      ? t('menu.upTo', { count: group.limit })
      : t('menu.chooseOne');
  return (
    <section className="mt-5 border-t border-line pt-4">
      <h3 className="flex items-center gap-2 font-semibold">
        {group.name}
        {group.required ? <Badge tone="warn">{t('menu.required')}</Badge> : null}
        <span className="text-sm font-normal text-muted">{rule}</span>
      </h3>
      <ul className="mt-2 divide-y divide-line">
        {group.values.map((value) => (
          <li key={value.id} className="flex items-center justify-between py-2 text-sm">
            <span>{value.name}</span>
            {value.price > 0 ? <span className="text-muted">+{money(value.price, locale)}</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
