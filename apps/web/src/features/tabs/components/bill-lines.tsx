import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/form-fields';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { orderedByName } from '../split-plan';

/** Every round's lines on one bill, each with who ordered it (the diner's own marked) and its part of the total. */
export function BillLines({ view, locale }: { view: TabView; locale: Locale }) {
  const { t } = useTranslation();
  const who = (line: TabView['lines'][number]) => {
    if (line.mine) return t('tabs.orderedByYou');
    const name = orderedByName(view, line.orderedBy);
    return name === null
      ? t('tabs.orderedByStaff')
      : t('tabs.orderedBy', { name: name || t('tabs.someone') });
  };
  return (
    <Section title={t('tabs.bill')} id="tab-bill">
      {view.lines.length === 0 ? (
        <p className="text-sm text-muted">{t('tabs.noRounds')}</p>
      ) : (
        <ul className="divide-y divide-line" aria-label={t('tabs.billLines')}>
          {view.lines.map((line) => (
            <li
              key={line.id}
              className={`flex items-start justify-between gap-3 py-2 ${line.mine ? 'font-semibold' : ''}`}
            >
              <span>
                <span className="block">
                  {line.quantity} × {line.name}
                </span>
                <span className="block text-sm font-normal text-muted">{who(line)}</span>
                {line.refunded > 0 ? (
                  <span
                    className="block text-sm font-normal text-emerald-800"
                    data-testid="tab-line-refunded"
                  >
                    {t('tabs.lineRefunded', { amount: money(toCents(line.refunded), locale) })}
                  </span>
                ) : null}
              </span>
              <span className="shrink-0 tabular-nums">{money(toCents(line.total), locale)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className="flex justify-between border-t border-line pt-2 font-semibold">
        <span>{t('tabs.billTotal')}</span>
        <span className="tabular-nums">{money(toCents(view.total), locale)}</span>
      </p>
      <p className="text-xs text-muted">{t('tabs.linesInclude')}</p>
    </Section>
  );
}
