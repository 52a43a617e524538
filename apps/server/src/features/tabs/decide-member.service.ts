/**
 * The opener lets a waiting guest in, or refuses them, while the tab is open: only a pending guest is decided (an
 * answer given stays), anything else reads as "no such tab", as tab-access.ts says of another table's members.
 */
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requireOpen, requireOpener } from './tab-access';
import { decideMember, type MemberRow, type TabRow } from './tabs.repository';

export async function decideGuest(
  db: Executor,
  request: { tab: TabRow; member: MemberRow; guestPublicId: string; accept: boolean },
): Promise<void> {
  requireOpener(request.member);
  requireOpen(request.tab);
  const decided = await decideMember(db, request.tab.id, request.guestPublicId, request.accept);
  if (!decided) throw new AppError(404, 'error.tabNotFound');
}
