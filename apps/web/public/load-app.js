// A menu page the server drew (docs/decisions/011) asks for the app's code and data file as soon as this script runs,
// at low priority: the browser still fetches the page's stylesheet, fonts and pictures first, and the code no longer
// waits for the first paint to start down a slow line (docs/decisions/071: usable about 0.5 s sooner on a throttled
// phone).
// A tap on a button or link before the app runs is held, then made again as soon as it runs (`app-ready`).
(() => {
  const src = document.currentScript?.getAttribute('data-src');
  if (!src) return;
  // The entry's imports and the page's language part of the catalog (the server names them): asked for with the
  // entry, not after the browser has read it.
  const preloads = (document.currentScript?.getAttribute('data-preload') ?? '').split(' ').filter(Boolean);
  let held = null;
  const hold = (event) => {
    const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  document.addEventListener('click', hold, true);
  window.addEventListener(
    'app-ready',
    () => {
      document.removeEventListener('click', hold, true);
      // After React's own first effects, so the element's handlers are attached.
      setTimeout(() => {
        if (held?.isConnected) held.click();
        held = null;
      }, 0);
    },
    { once: true },
  );
  const load = () => {
    // The restaurant's data file, which the app takes the page over with, comes alongside the code.
    const slug = document.getElementById('root')?.dataset.restaurant;
    if (slug) {
      const data = document.createElement('link');
      data.rel = 'preload';
      data.as = 'fetch';
      data.crossOrigin = 'anonymous';
      data.href = `/${slug}/data.json`;
      data.fetchPriority = 'low';
      document.head.appendChild(data);
    }
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      link.fetchPriority = 'low';
      document.head.appendChild(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = src;
    script.fetchPriority = 'low';
    document.head.appendChild(script);
  };
  requestAnimationFrame(() => {
    try {
      new Worker('/warm-intl.js', { name: document.documentElement.lang || 'en-CA' });
    } catch {
      // Without workers the app pays for Intl's first use itself.
    }
  });
  load();
})();
