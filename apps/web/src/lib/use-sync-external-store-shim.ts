/**
 * `use-sync-external-store/shim` for the browser's build (vite.config.ts): react-i18next imports the shim, which
 * carries a copy of the hook for Reacts older than 18; React 19's own hook is the one it would use anyway.
 */
export { useSyncExternalStore } from 'react';
