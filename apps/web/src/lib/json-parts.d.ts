/** A catalog's part the menu page loads with its code (`vite.config.ts`, catalogFirstLoad). */
declare module '*.json?first' {
  const catalog: Record<string, unknown>;
  export default catalog;
}

/** A catalog's part the menu's first taps load with their code (`vite.config.ts`, catalogFirstLoad). */
declare module '*.json?tap' {
  const catalog: Record<string, unknown>;
  export default catalog;
}

/** The K-12 screen's sign-in gate's part (`vite.config.ts`, catalogFirstLoad). */
declare module '*.json?k12' {
  const catalog: Record<string, unknown>;
  export default catalog;
}

/** A hub's list of kitchens' part (`vite.config.ts`, catalogFirstLoad). */
declare module '*.json?hub' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
