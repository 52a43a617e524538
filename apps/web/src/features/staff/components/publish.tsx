import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { menuFileQuery, publishDataFile, publishedFileQuery, type StaffRestaurant } from '../api';
import { dataFileChanges } from '../data-file-changes';
import { inputClass, panel, primaryButton } from './ui';

interface Issue {
  path: string;
  message: string;
}

/** A refusal's `details`: the data file's issues by path (a list, or the form's `{ fields }`). */
function issuesOf(details: unknown, wholeFile: string): Issue[] {
  const list = Array.isArray(details)
    ? details
    : details && typeof details === 'object' && Array.isArray((details as { fields?: unknown }).fields)
      ? (details as { fields: unknown[] }).fields
      : [];
  return list.flatMap((d) => {
    if (!d || typeof d !== 'object') return [];
    const { path, message } = d as { path?: unknown; message?: unknown };
    const where = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    return [{ path: where || wholeFile, message: typeof message === 'string' ? message : '' }];
  });
}

/**
 * The owner uploads the restaurant's data file, reads what it changes, and publishes it (or reads why not). What
 * the owner compares the file with (the kitchen's measured make times) comes after, as `children`.
 */
export function Publish({ restaurant, children }: { restaurant: StaffRestaurant; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const live = useQuery(publishedFileQuery(restaurant.id)).data;
  const current = useQuery(menuFileQuery(restaurant.slug));
  const [file, setFile] = useState<{ name: string; content: unknown } | null>(null);
  // Compared with the published file once it is read: before that, every item would read as added. A restaurant
  // never published (404) compares with nothing.
  const neverPublished = current.error instanceof ApiError && current.error.status === 404;
  const changes =
    file && (current.isSuccess || neverPublished)
      ? dataFileChanges(current.isSuccess ? current.data : undefined, file.content)
      : null;
  const [issues, setIssues] = useState<Issue[] | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  return (
    <main id="main" className="mx-auto max-w-4xl space-y-4 px-4 py-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.publish.title')}</h1>
      <p className="text-muted">{t('staff.publish.intro')}</p>
      {live ? (
        <p data-testid="published-version">
          {t('staff.publish.live', {
            version: live.version,
            // In the restaurant's own time, as its hours are written.
            at: new Intl.DateTimeFormat(i18n.language, {
              dateStyle: 'long',
              timeStyle: 'short',
              timeZone: restaurant.timezone,
            }).format(new Date(live.publishedAt)),
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
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              setIssues(null);
              setResult(null);
              setFile(null);
              if (!chosen) return;
              try {
                const content = JSON.parse(await chosen.text()) as unknown;
                setFile({ name: chosen.name, content });
              } catch {
                setIssues([{ path: chosen.name, message: t('staff.publish.notJson') }]);
              }
            }}
          />
        </label>
        {file && !changes ? (
          <p role="status" className="mt-4 text-muted">
            {current.isError ? t('staff.publish.compareFailed') : t('staff.publish.comparing')}
          </p>
        ) : null}
        {changes ? (
          <section aria-labelledby="changes-title" className="mt-4">
            <h2 id="changes-title" className="font-semibold">
              {t('staff.publish.changes')}
            </h2>
            <ul className="mt-1 list-disc pl-6">
              <li>
                {t('staff.publish.menus', { before: changes.menus.before, after: changes.menus.after })}
              </li>
              {(['added', 'removed', 'renamed', 'repriced'] as const).map((kind) => (
                <li key={kind}>
                  {t(`staff.publish.${kind}`, { count: changes[kind].length })}
                  {changes[kind].length > 0 ? `: ${changes[kind].map((c) => c.name).join(', ')}` : ''}
                </li>
              ))}
            </ul>
            <button
              type="button"
              disabled={busy || !file}
              className={`mt-3 ${primaryButton}`}
              onClick={async () => {
                if (!file) return;
                setBusy(true);
                setIssues(null);
                try {
                  const published = await publishDataFile(restaurant.id, file.content);
                  setResult(
                    published.unchanged
                      ? t('staff.publish.unchanged')
                      : t('staff.publish.published', { version: published.version }),
                  );
                  setFile(null);
                  await queryClient.invalidateQueries({ queryKey: ['staff', 'menu-file'] });
                } catch (error) {
                  if (error instanceof ApiError && error.status === 400) {
                    const found = issuesOf(error.details, t('staff.publish.wholeFile'));
                    setIssues(
                      found.length ? found : [{ path: t('staff.publish.wholeFile'), message: error.message }],
                    );
                  } else {
                    setIssues([
                      {
                        path: t('staff.publish.wholeFile'),
                        message:
                          error instanceof ApiError && error.message
                            ? error.message
                            : t('staff.errors.generic'),
                      },
                    ]);
                  }
                } finally {
                  setBusy(false);
                }
              }}
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
      {issues ? (
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
      ) : null}
      {children}
    </main>
  );
}
