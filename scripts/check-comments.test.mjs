import { describe, expect, test } from 'vitest';
import { citationsIn, patterns } from './check-comments.mjs';

const kinds = patterns(
  new Set(['readme.md', 'rules-pricing-cart.md', '012-accounts-sessions-and-social-login.md']),
);
const cited = (file, source) =>
  citationsIn(file, source, kinds).map(({ kind, cited, line }) => [kind, cited, line]);

describe('check-comments', () => {
  test('finds each kind of citation a newcomer cannot open, with its line', () => {
    const source = [
      '/**',
      ' * Tip (ordering.md section 4): a percentage or dollars (DESIGN.md section 7 step 8, issue 16).',
      ' * Rounded as the spec says (§4.2); the accounts doc 5 too.',
      ' */',
      'export const tip = 1; // found by review, as was audit F1 finding 4, see #32',
      '// Review of session 9: a reset link no longer opens the account.',
    ].join('\n');
    expect(cited('tip.ts', source)).toEqual([
      ['spec', 'ordering.md section 4', 2],
      ['spec', 'DESIGN.md section 7', 2],
      ['spec', '§4.2', 3],
      ['spec', 'accounts doc 5', 3],
      ['issue', 'issue 16', 2],
      ['issue', '#32', 5],
      ['review', 'found by review', 5],
      ['review', 'audit F1 finding 4', 5],
      ['review', 'Review of', 6],
      ['session', 'session 9', 6],
    ]);
  });

  test('a citation broken over two lines of a comment is one, on the line where it starts', () => {
    const source =
      '// The rule of DESIGN.md section\n// 12: staff capture on acceptance.\nexport const x = 1;\n';
    expect(cited('x.ts', source)).toEqual([['spec', 'DESIGN.md section 12', 1]]);
  });

  test('files of the repository, RFCs, product numbers and strings are not citations', () => {
    const source = [
      '/** See RULES-pricing-cart.md, README.md and docs/decisions/012-accounts-sessions-and-social-login.md. */',
      "// Accept-Language as RFC 9110 section 12.5.4 reads it; the spec's 120 seconds; decision 034.",
      '// React\'s hydration errors (#418 mismatch, #419 server fallback); the PKCS #8 prefix; "Order #12".',
      "const url = 'http://example.com/#32 issue 16 // DESIGN.md section 7';",
      `const t = \`ordering.md section 4 \${url}\`;`,
    ].join('\n');
    expect(cited('y.ts', source)).toEqual([]);
  });

  test('shell and CSS comments are read too', () => {
    expect(
      cited('a.sh', '#!/usr/bin/env bash\necho "#1 issue 3" # issue 4\n# DESIGN.md section 20\n'),
    ).toEqual([
      ['spec', 'DESIGN.md section 20', 3],
      ['issue', 'issue 4', 2],
    ]);
    expect(cited('a.css', '.a { color: #333; } /* issue 20 item 9 */\n')).toEqual([['issue', 'issue 20', 1]]);
  });

  test('JSX comments count; JSX text does not', () => {
    const source =
      'export const A = () => (\n  <p>\n    {/* issue 18 */}\n    Order #12, issue 5\n  </p>\n);\n';
    expect(cited('a.tsx', source)).toEqual([['issue', 'issue 18', 3]]);
  });
});
