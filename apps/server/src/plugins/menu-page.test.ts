import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { makeFile } from '@ordering/domain/testing/factories';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../testing/temp-dirs';
import { drawnAddress, MenuPages, pageLocale } from './menu-page';

const tempDir = tempDirs('menu-page-');

const INDEX = [
  '<!doctype html>',
  '<html lang="en-CA">',
  '<head><link rel="icon" href="data:," />',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-def.js"></head>',
  '<body><div id="root"><!--boot--><p>Loading</p><!--/boot--></div></body></html>',
].join('\n');

/** A build with a renderer that answers from a script: `${kind}` decides what it does. */
function fakeBuild(kind: 'draws' | 'throws' | 'declines' | 'none') {
  const dir = tempDir();
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist/index.html'), INDEX);
  mkdirSync(join(dir, 'dist/.vite'));
  writeFileSync(
    join(dir, 'dist/.vite/manifest.json'),
    JSON.stringify({
      'src/i18n/en-CA.json?first': { file: 'assets/en-CA-first.js' },
      'src/i18n/fr-CA.json?first': { file: 'assets/fr-CA-first.js' },
    }),
  );
  if (kind !== 'none') {
    mkdirSync(join(dir, 'dist-server'));
    const body = {
      draws:
        'calls.push(r); return "<main>" + [r.slug, r.locale, r.url, "$&", "v" + r.data.version].join(" ") + "</main>";',
      throws: 'throw new Error("boom");',
      declines: 'return null;',
    }[kind];
    writeFileSync(
      join(dir, 'dist-server/entry-server.js'),
      `export const calls = [];\nexport async function renderMenuPage(r) { ${body} }\n` +
        'export function documentTheme(d) { return { className: "theme-dark", style: \'--font-display:"Lora", serif\', head: "<style id=\\"theme-fonts\\"></style>", icon: d.menu_configuration.favicon }; }\n',
    );
  }
  return join(dir, 'dist');
}

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
const data = makeFile();
const input = (over: Partial<Parameters<MenuPages['render']>[0]> = {}) => ({
  slug: 'maple-table',
  url: '/maple-table?tableNum=4',
  etag: '"v1"',
  data,
  version: 3,
  localeCookie: undefined,
  now: new Date('2026-11-23T17:00:00Z'),
  ...over,
});

describe('drawnAddress', () => {
  it.each([
    ['/maple-table', '/maple-table'],
    // The mode the address gives is drawn: a table's QR code is not told to start at a table.
    ['/maple-table?tableNum=12', '/maple-table?tableNum=12'],
    ['/maple-table?takeout=true&utm_source=qr', '/maple-table?takeout=true'],
    [
      '/maple-table/?viewOnly=true&tableNum=1&menu=lunch',
      '/maple-table/?menu=lunch&viewOnly=true&tableNum=1',
    ],
    // Another round's table is looked up in the browser: that page is drawn there.
    ['/maple-table?anotherRoundId=JcjRsYWtncw6mohP_l1Ro', undefined],
    ['/maple-table?eventSuite=12', undefined],
    [`/maple-table?tableNum=${'1'.repeat(101)}`, undefined],
    ['/maple-table?menuList=a%2Cb', '/maple-table?menuList=a%2Cb'],
    [`/maple-table?menu=${'x'.repeat(101)}`, undefined],
  ])('%s -> %s', (url, expected) => {
    expect(drawnAddress(url)).toBe(expected);
  });
});

describe('pageLocale', () => {
  const french = {
    ...data,
    locales: [{ ...data.locales[0]!, locale_long: 'fr-CA' as const, is_default: true }],
  };
  it.each([
    ['fr-CA', data, 'fr-CA'],
    ['en', french, 'en-CA'],
    [undefined, french, 'fr-CA'],
    [undefined, data, 'en-CA'],
    ['klingon', french, 'fr-CA'],
  ] as const)('cookie %s -> %s', (cookie, file, expected) => {
    expect(pageLocale(cookie, file)).toBe(expected);
  });
});

describe('MenuPages', () => {
  it('puts the drawn menu in place of the skeleton, loads the code after paint and names the page', async () => {
    const pages = await MenuPages.load(fakeBuild('draws'), INDEX, log);
    const html = (await pages!.render(input({ localeCookie: 'fr-CA' })))?.body;
    expect(html).toContain(
      '<html lang="fr-CA" class="theme-dark" style="--font-display:&quot;Lora&quot;, serif">',
    );
    expect(html).toContain(
      '<div id="root" data-restaurant="maple-table" data-locale="fr-CA"><main>maple-table fr-CA http://localhost/maple-table?tableNum=4 $& v3</main></div>',
    );
    // The entry's imports and the page's language part of the catalog are asked for with the entry (load-app.js).
    expect(html).toContain(
      '<script src="/load-app.js" data-src="/assets/index-abc.js" data-preload="/assets/react-def.js /assets/fr-CA-first.js" defer></script>',
    );
    expect(html).toContain('<style id="theme-fonts"></style></head>');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('Loading');
  });

  it("shows the restaurant's favicon in place of the app's, and the app's when the file sets none", async () => {
    const pages = (await MenuPages.load(fakeBuild('draws'), INDEX, log))!;
    const withIcon = {
      ...data,
      menu_configuration: { ...data.menu_configuration, favicon: '/images/a"b.ico' },
    };
    const drawn = (await pages.render(input({ data: withIcon })))?.body;
    expect(drawn).toContain('<link rel="icon" href="/images/a&quot;b.ico">');
    expect(drawn).not.toContain('data:,');
    const plain = (await pages.render(input({ etag: '"v2"' })))?.body;
    expect(plain).toContain('<link rel="icon" href="data:," />');
  });

  it('draws a page once per version, language, quarter hour and address', async () => {
    const dist = fakeBuild('draws');
    const pages = (await MenuPages.load(dist, INDEX, log))!;
    const renderer = (await import(join(dist, '../dist-server/entry-server.js'))) as { calls: unknown[] };
    await pages.render(input());
    await pages.render(input({ now: new Date('2026-11-23T17:14:59Z') }));
    expect(renderer.calls).toHaveLength(1);
    await pages.render(input({ now: new Date('2026-11-23T17:15:00Z') }));
    await pages.render(input({ etag: '"v2"' }));
    await pages.render(input({ localeCookie: 'fr-CA' }));
    // A table's page is drawn once whatever else its address carries; another menu is another page. (A table is a
    // page of its own, the bare menu another: drawnAddress above.)
    await pages.render(input({ url: '/maple-table?tableNum=4&utm_source=qr' }));
    expect(renderer.calls).toHaveLength(4);
    await pages.render(input({ url: '/maple-table?menu=take-out&tableNum=4' }));
    expect(renderer.calls).toHaveLength(5);
  });

  it('draws at most 5 new pages a second; beyond, the browser draws them, and cached pages still come', async () => {
    const pages = (await MenuPages.load(fakeBuild('draws'), INDEX, log))!;
    const asked = ['a', 'b', 'c', 'd', 'e', 'f'].map((menu) => input({ url: `/maple-table?menu=${menu}` }));
    const drawn = [];
    for (const request of asked) drawn.push(await pages.render(request));
    expect(drawn.slice(0, 5).every((page) => page?.body.includes('<main>'))).toBe(true);
    expect(drawn[5]).toBeUndefined();
    expect((await pages.render(asked[0]!))?.body).toContain('<main>');
  });

  it('leaves the page to the browser when the renderer fails or declines', async () => {
    for (const kind of ['throws', 'declines'] as const) {
      const pages = await MenuPages.load(fakeBuild(kind), INDEX, log);
      expect(await pages!.render(input())).toBeUndefined();
    }
  });

  it('is off without a renderer in the build, or with an index.html it cannot fill', async () => {
    expect(await MenuPages.load(fakeBuild('none'), INDEX, log)).toBeUndefined();
    expect(await MenuPages.load(fakeBuild('draws'), INDEX.replace('<!--boot-->', ''), log)).toBeUndefined();
  });
});
