import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDataFile } from '@ordering/domain/menu/data-file';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../config';
import { localizeDetail } from '../../plugins/issue-words';
import { testDataFile } from '../../testing/data-files';
import { dataFileIssuesIn, dataFileIssueText } from './data-file-issues';

const issuesOf = (file: unknown) => {
  const parsed = parseDataFile(file);
  if (parsed.ok) throw new Error('the file was valid');
  return parsed.issues;
};

function broken() {
  const file = testDataFile({ id: 9800, slug: 'issues' }) as Record<string, unknown> & {
    restaurant: Record<string, unknown>;
    menus: { slug: string; sections: { items: Record<string, unknown>[] }[] }[];
  };
  file.restaurant.tax_rate = { tax1: 'abc' };
  file.menus[0]!.slug = 'Lunch Menu';
  const item = file.menus[0]!.sections[0]!.items[0]!;
  item.price = -5;
  item.name = '';
  return file;
}

describe('a data file’s issues, said to its owner', () => {
  it('in plain English and French, by kind, where zod worded them; the file’s own words translated', () => {
    const issues = issuesOf(broken());
    const said = (locale: 'en-CA' | 'fr-CA') =>
      Object.fromEntries(dataFileIssuesIn(locale, issues).map((i) => [i.path, i.message]));
    expect(said('en-CA')).toEqual({
      'restaurant.tax_rate.tax1': 'Invalid value: expected a number.',
      'menus[0].slug': 'Use lowercase letters, digits and single dashes',
      'menus[0].sections[0].items[0].price': 'Must be at least 0.',
      'menus[0].sections[0].items[0].name': 'This field is required.',
    });
    expect(said('fr-CA')).toEqual({
      'restaurant.tax_rate.tax1': 'Valeur non valide\u00a0: un nombre est attendu.',
      'menus[0].slug': 'Utilisez des lettres minuscules, des chiffres et des tirets simples',
      'menus[0].sections[0].items[0].price': 'Doit être supérieur ou égal à 0.',
      'menus[0].sections[0].items[0].name': 'Ce champ est obligatoire.',
    });
  });

  it('keeps a text it does not know as the schema wrote it', () => {
    const issue = { path: 'x', message: 'A rule nobody translated yet' };
    expect(dataFileIssueText('fr-CA', issue)).toBe('A rule nobody translated yet');
  });

  it('knows, in French, every text the data file’s schema writes itself', () => {
    // Every message literal of packages/domain/src/menu/data-file (a rule's, a pattern's): a new one needs its
    // `detail.*` text in the catalogues, or a French owner reads it in English. A message is words: a last argument
    // of one word is a name (publishing.ts's kinds), not a message.
    const dir = join(repoRoot, 'packages/domain/src/menu/data-file');
    const literals = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .flatMap((f) =>
        [
          ...readFileSync(join(dir, f), 'utf8').matchAll(
            /message:\s*(['`])((?:(?!\1).)+)\1|,\s*'([^'\s]+\s[^']*)'\s*\)/g,
          ),
        ].map((m) => (m[2] ?? m[3] ?? '').replace(/\$\{[^}]+\}/g, 'x')),
      );
    expect(literals.length).toBeGreaterThan(20);
    const unknown = literals.filter((text) => {
      const french = localizeDetail('fr-CA', text);
      return french === undefined || french === text;
    });
    expect(unknown).toEqual([]);
  });
});
