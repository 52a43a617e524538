/**
 * A rejected data file's issues as its owner reads them (every error by path), in their
 * language and plain words, the way a request's field errors are said (plugins/errors.ts): a text the catalog knows
 * (`detail.*`: the file's own rules and patterns) translated; an issue zod worded said from its kind and parameters
 * ("Must be at least 0." for zod's "Too small: expected number to be >=0"); anything else as the schema wrote it.
 * The publish route answers them in the request's language; the import CLI prints them in English.
 */
import type { DataFileIssue } from '@ordering/domain/menu/data-file';
import type { ErrorDetail } from '../../errors/app-error';
import { type Locale, type MessageKey, type MessageParams, translate } from '../../i18n/messages';
import { issueText, localizeDetail } from '../../plugins/issue-words';

export function dataFileIssueText(locale: Locale, issue: DataFileIssue): string {
  const known = localizeDetail(locale, issue.message);
  if (known !== undefined) return known;
  return issue.code ? issueText(locale, issue.code, issue.params ?? {}) : issue.message;
}

/** Each issue by path, said in `locale`. */
export const dataFileIssuesIn = (locale: Locale, issues: readonly DataFileIssue[]): ErrorDetail[] =>
  issues.map((issue) => ({ path: issue.path, message: dataFileIssueText(locale, issue) }));

/** An issue the server finds beyond the schema (a slug or id taken): its English is the catalog's, so it translates. */
export const serverIssue = (path: string, key: MessageKey, params: MessageParams): DataFileIssue => ({
  path,
  message: translate('en-CA', key, params),
});
