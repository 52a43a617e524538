/** The items by their key, each list in the items' order (the order of the keys is their first appearance). */
export function groupBy<T, K>(items: Iterable<T>, key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const same = groups.get(k);
    if (same) same.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
