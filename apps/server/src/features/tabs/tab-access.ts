/**
 * Who may act on a tab: a member proves itself by the secret it was given when it opened or joined (the
 * `X-Tab-Member` header), kept only as its SHA-256. Another tab's id, a wrong secret or a refused guest all read as
 * "no such tab", so a guest can never learn of, nor read, another table's tab.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { tenantOf } from '../../plugins/tenant';
import { type MemberRow, memberBySecret, type TabRow, tabByPublicId } from './tabs.repository';

export const MEMBER_HEADER = 'x-tab-member';

export const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A member's secret: 32 random bytes, sent once and never stored. */
export const newSecret = () => randomBytes(32).toString('base64url');

export function secretOf(request: FastifyRequest): string {
  const header = request.headers[MEMBER_HEADER];
  return (Array.isArray(header) ? header[0] : header)?.trim() ?? '';
}

export async function memberOf(
  db: Executor,
  restaurantId: number,
  tabPublicId: string,
  secret: string,
  need: 'accepted' | 'any' = 'accepted',
): Promise<{ tab: TabRow; member: MemberRow }> {
  const tab = secret ? await tabByPublicId(db, restaurantId, tabPublicId) : undefined;
  const member = tab ? await memberBySecret(db, tab.id, hashSecret(secret)) : undefined;
  if (!tab || !member || member.status === 'refused') throw new AppError(404, 'error.tabNotFound');
  if (need === 'accepted' && member.status !== 'accepted') throw new AppError(403, 'error.tabMemberPending');
  return { tab, member };
}

/** The caller's restaurant, and the tab named in the path with the caller's member (by the secret sent). */
export async function callerOf(
  app: FastifyInstance,
  request: FastifyRequest<{ Params: { tabId: string } }>,
  need?: 'accepted' | 'any',
) {
  const entry = tenantOf(request);
  const found = await memberOf(app.db, entry.restaurantId, request.params.tabId, secretOf(request), need);
  return { entry, ...found };
}

export function requireOpener(member: MemberRow): void {
  if (member.role !== 'opener') throw new AppError(403, 'error.tabOpenerOnly');
}

export function requireOpen(tab: TabRow): void {
  if (tab.status !== 'open') throw new AppError(409, 'error.tabClosed');
}
