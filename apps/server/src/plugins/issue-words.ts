/**
 * The words of a refusal's details: a 400's schema issues (zod's, through fastify-type-provider-zod) and the English
 * that contracts and services write in details, said in the request's language. Also how a data file's issues are
 * said to its owner (features/restaurants/data-file-issues.ts).
 */
import { FORM_MESSAGES } from '@ordering/domain/format/messages';
import { interpolate } from '@ordering/domain/i18n/translate';
import type { FastifySchemaValidationError } from 'fastify';
import { catalogs, type Locale, type MessageKey, type MessageParams, translate } from '../i18n/messages';

type Template = {
  pattern: RegExp;
  names: string[];
  render: (locale: Locale, params: MessageParams) => string;
};

function templateOf(english: string, render: Template['render']): Template {
  const names: string[] = [];
  const source = english
    .split(/\{(\w+)\}/)
    .map((part, i) => {
      if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part);
      return '(.+?)';
    })
    .join('');
  return { pattern: new RegExp(`^${source}$`, 's'), names, render };
}

/** The English that contracts and services write in details, recognized to be said in the request's language. */
const detailTemplates: Template[] = [
  ...(Object.keys(catalogs['en-CA']) as MessageKey[])
    .filter((key) => key.startsWith('detail.'))
    .map((key) => templateOf(catalogs['en-CA'][key], (locale, params) => translate(locale, key, params))),
  ...Object.values(FORM_MESSAGES).map((texts) =>
    templateOf(texts['en-CA'], (locale, params) => interpolate(texts[locale], params)),
  ),
];

/** A detail's English message in `locale`: a known text translated, anything else as it is. */
export function localizeDetail(locale: Locale, english: string): string | undefined {
  for (const template of detailTemplates) {
    const match = template.pattern.exec(english);
    if (!match) continue;
    const params = Object.fromEntries(template.names.map((name, i) => [name, match[i + 1] ?? '']));
    return template.render(locale, params);
  }
  return undefined;
}

/** Values as zod's English lists them (`"a", "b"`); any unsafe character is replaced with the rest of the body. */
const quoted = (values: unknown) =>
  (Array.isArray(values) ? values : [])
    .map((value) => (typeof value === 'string' ? `"${value}"` : String(value)))
    .join(', ');

const EXPECTED: Record<string, MessageKey> = {
  string: 'issue.expectedText',
  number: 'issue.expectedNumber',
  int: 'issue.expectedInteger',
  boolean: 'issue.expectedBoolean',
  object: 'issue.expectedObject',
  record: 'issue.expectedObject',
  array: 'issue.expectedList',
  tuple: 'issue.expectedList',
};

const FORMATS: Record<string, MessageKey> = {
  email: 'issue.invalidEmail',
  datetime: 'issue.invalidDateTime',
  url: 'issue.invalidUrl',
};

/**
 * A zod issue (code and parameters, as fastify-type-provider-zod passes them) worded from the catalog. Also how a
 * data file's issues are said to its owner (features/restaurants/data-file-issues.ts).
 */
export function issueText(locale: Locale, code: string, p: Record<string, unknown>): string {
  const sized =
    p.origin === 'string' ? 'Text' : ['array', 'set', 'map'].includes(String(p.origin)) ? 'List' : '';
  switch (code) {
    case 'too_small': {
      if (sized && Number(p.minimum) === 1) return translate(locale, 'issue.empty');
      const key = sized
        ? `issue.tooSmall${sized}`
        : `issue.tooSmallNumber${p.inclusive === false ? 'Exclusive' : ''}`;
      return translate(locale, key as MessageKey, { minimum: String(p.minimum) });
    }
    case 'too_big': {
      const key = sized
        ? `issue.tooBig${sized}`
        : `issue.tooBigNumber${p.inclusive === false ? 'Exclusive' : ''}`;
      return translate(locale, key as MessageKey, { maximum: String(p.maximum) });
    }
    case 'invalid_type':
      return translate(locale, EXPECTED[String(p.expected)] ?? 'issue.invalid');
    case 'invalid_value':
      return translate(locale, 'issue.invalidOption', { values: quoted(p.values) });
    case 'unrecognized_keys': {
      const several = Array.isArray(p.keys) && p.keys.length > 1;
      const key = several ? 'issue.unrecognizedKeys' : 'issue.unrecognizedKey';
      return translate(locale, key, { keys: quoted(p.keys) });
    }
    case 'invalid_key':
      return translate(locale, 'issue.invalidKey');
    case 'invalid_format':
      return translate(locale, FORMATS[String(p.format)] ?? 'issue.invalidFormat');
    case 'not_multiple_of':
      return translate(locale, 'issue.notMultipleOf', { divisor: String(p.divisor) });
    default:
      return translate(locale, 'issue.invalid');
  }
}

/**
 * A schema issue's message: zod's English (or the schema's own wording) in English; in another language the
 * schema's wording translated when the catalog knows it, else the issue said from its kind and parameters.
 */
export function issueMessage(locale: Locale, issue: FastifySchemaValidationError): string {
  const english = issue.message ?? 'Invalid value';
  if (locale === 'en-CA') return english;
  return localizeDetail(locale, english) ?? issueText(locale, issue.keyword, issue.params ?? {});
}

interface NestedIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  [param: string]: unknown;
}

/**
 * A value that matches no shape of a union (a cart line is one of two) is said field by field: by the shape it came
 * nearest to (the fewest issues, the first on a tie), whose issues name their own fields, instead of one "Invalid
 * value" at the line. A union that names no shape (no tag matched) stays as it is.
 */
export function unionsOpened(
  issues: readonly FastifySchemaValidationError[],
): FastifySchemaValidationError[] {
  return issues.flatMap((issue) => {
    const branches =
      issue.keyword === 'invalid_union' ? (issue.params?.errors as NestedIssue[][] | undefined) : undefined;
    const nearest = branches
      ?.filter((branch) => branch.length > 0)
      .reduce<NestedIssue[] | undefined>(
        (best, branch) => (!best || branch.length < best.length ? branch : best),
        undefined,
      );
    if (!nearest) return [issue];
    return unionsOpened(
      nearest.map(({ code, path, message, ...params }) => ({
        keyword: code,
        instancePath: [issue.instancePath, ...path.map(String)].join('/'),
        schemaPath: issue.schemaPath,
        message,
        params,
      })),
    );
  });
}
