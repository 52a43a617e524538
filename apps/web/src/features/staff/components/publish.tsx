import { formatDateTime } from '@ordering/domain/format/dates';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { publishedFileQuery, type StaffRestaurant } from '../api';
import type { DataFileChanges } from '../data-file-changes';
import { type Issue, usePublish } from '../hooks/use-publish';
import { inputClass, panel, primaryButton } from './ui';

/**
 * The owner uploads the restaurant's data file, reads what it changes, and publishes it (or reads why not). What
 * the owner compares the file with (the kitchen's measured make times) comes after, as `children`.
 */
export function Publish({ restaurant, children }: { restaurant: StaffRestaurant; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const live = useQuery(publishedFileQuery(restaurant.id)).data;
  const { file, changes, compareFailed, issues, result, busy, choose, publish } = usePublish(restaurant);

  return (
    <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.publish.title')}</h1>
      <p className="text-muted">{t('staff.publish.intro')}</p>
      {live ? (
        <p data-testid="published-version">
          {t('staff.publish.live', {
            version: live.version,
            // In the restaurant's own time, as its hours are written.
            at: formatDateTime(live.publishedAt, restaurant.timezone, i18n.language),
          })}
        </p>
      ) : null}
      <div className={panel}>
        <label className="block">
          <span className="font-semibold">{t('staff.publish.file')}</span>
          <input
            type="file"
            accept=".json,application/json"
            className={`mt-1 ${inputClass}`}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {file && !changes ? (
          <p role="status" className="mt-4 text-muted">
            {compareFailed ? t('staff.publish.compareFailed') : t('staff.publish.comparing')}
          </p>
        ) : null}
        {changes ? (
          <section aria-labelledby="changes-title" className="mt-4">
            <h2 id="changes-title" className="font-semibold">
              {t('staff.publish.changes')}
            </h2>
            <ChangeList changes={changes} />
            <button
              type="button"
              disabled={busy || !file}
              className={`mt-3 ${primaryButton}`}
              onClick={() => void publish()}
            >
              {t('staff.publish.publish')}
            </button>
          </section>
        ) : null}
      </div>
      {result ? (
        <p role="status" className="rounded-lg bg-green-100 p-3 font-semibold text-green-900">
          {result}
        </p>
      ) : null}
      {issues ? <Issues issues={issues} /> : null}
      {children}
    </main>
  );
}

/** What the file changes: the menus' count, and the items added, removed, renamed and repriced. */
function ChangeList({ changes }: { changes: DataFileChanges }) {
  const { t } = useTranslation();
  return (
    <ul className="mt-1 list-disc pl-6">
      <li>{t('staff.publish.menus', { before: changes.menus.before, after: changes.menus.after })}</li>
      {(['added', 'removed', 'renamed', 'repriced'] as const).map((kind) => {
        const count = t(`staff.publish.${kind}`, { count: changes[kind].length });
        const names = changes[kind].map((c) => c.name).join(', ');
        return <li key={kind}>{names ? `${t('staff.labelled', { label: count })} ${names}` : count}</li>;
      })}
    </ul>
  );
}

/** Why the file was refused, by path. */
function Issues({ issues }: { issues: Issue[] }) {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      aria-labelledby="issues-title"
      className="rounded-xl border-2 border-red-700 bg-surface p-4"
    >
      <h2 id="issues-title" className="font-semibold text-red-800">
        {t('staff.publish.refused', { count: issues.length })}
      </h2>
      <ul className="mt-2 space-y-1">
        {issues.map((issue, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two issues may share a path.
          <li key={i} data-testid="publish-issue">
            <code className="rounded bg-canvas px-1 font-semibold">{issue.path}</code> {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
