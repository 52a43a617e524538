import { useEffect, useState } from 'react';
import { type TabMembership, writeTabMembership } from './tab-storage';

/**
 * Staff moved the tab to another table: the device follows it (the menu's link, the rounds' table). Answers the table
 * it was moved from, to say so, or null.
 */
export function useFollowedTable(slug: string, member: TabMembership, table: string): string | null {
  const [movedFrom, setMovedFrom] = useState<string | null>(null);
  useEffect(() => {
    if (table === member.table) return;
    setMovedFrom(member.table);
    writeTabMembership(slug, { ...member, table });
  }, [table, member, slug]);
  return movedFrom;
}
