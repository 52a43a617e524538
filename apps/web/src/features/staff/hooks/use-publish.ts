/**
 * The Publish screen's state (components/publish.tsx): the data file chosen, what it changes against the published
 * one, and publishing it with the refusal's issues by path.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { menuFileQuery, publishDataFile, type StaffRestaurant } from '../api';
import { dataFileChanges } from '../data-file-changes';

export interface Issue {
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

export function usePublish(restaurant: StaffRestaurant) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
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
  const wholeFile = t('staff.publish.wholeFile');

  const choose = async (chosen: File | undefined) => {
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
  };

  const publish = async () => {
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
        const found = issuesOf(error.details, wholeFile);
        setIssues(found.length ? found : [{ path: wholeFile, message: error.message }]);
      } else {
        const message =
          error instanceof ApiError && error.message ? error.message : t('staff.errors.generic');
        setIssues([{ path: wholeFile, message }]);
      }
    } finally {
      setBusy(false);
    }
  };

  return { file, changes, compareFailed: current.isError, issues, result, busy, choose, publish };
}
