// The browser's first use of Intl loads its locale data: 50-90 ms of one task on a phone. The data is shared by the
// page's threads, so this worker pays for it while the page's own thread paints and loads the app (load-app.js).
// Its name is the page's language.
const locale = self.name || 'en-CA';
new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(0);
new Intl.PluralRules(locale).select(1);
new Intl.DateTimeFormat(locale, {
  timeZone: 'America/Toronto',
  dateStyle: 'medium',
  timeStyle: 'short',
}).format(0);
new Intl.Collator(locale).compare('a', 'b');
self.close();
