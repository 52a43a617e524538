/**
 * The operator's side of the session as the device keeps it: the
 * operator's id (operatorUserId; the token is the httpOnly operator cookie) and, while the operator acts for a suite
 * owner, the login-as record the banner names ("Ordering for <owner> — suite X"). Shared: the route guard, the
 * restaurant's screens (the banner), logout and session expiry read it; the suites feature writes it.
 */
const OPERATOR_ID = 'operatorUserId';
const LOGIN_AS = 'loginAs';
const SUITES_LOCATION = 'suitesLocationId';

export interface LoginAsRecord {
  eventSuiteId: string;
  eventId: string;
  slug: string;
  ownerName: string;
  suiteName: string;
  /** The operator's e-mail: the suiteOperator query parameter of the login-as mode. */
  operatorEmail: string;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const CHANGED = 'operator-session-change';
const changed = () => {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGED));
};

export function onOperatorChange(listener: () => void): () => void {
  window.addEventListener(CHANGED, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGED, listener);
    window.removeEventListener('storage', listener);
  };
}

export const readOperatorId = (): string | null => storage()?.getItem(OPERATOR_ID) ?? null;

export function rememberOperator(operatorId: string): void {
  try {
    storage()?.setItem(OPERATOR_ID, operatorId);
  } catch {
    // Storage disabled: the operator cookie still works for this page.
  }
  changed();
}

/** The raw record (a string, so that `useSyncExternalStore` compares snapshots by value). */
export const readLoginAsRaw = (): string | null => storage()?.getItem(LOGIN_AS) ?? null;

export function parseLoginAs(raw: string | null): LoginAsRecord | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<LoginAsRecord>;
    if (typeof v.eventSuiteId === 'string' && typeof v.slug === 'string' && typeof v.ownerName === 'string')
      return {
        eventSuiteId: v.eventSuiteId,
        eventId: String(v.eventId ?? ''),
        slug: v.slug,
        ownerName: v.ownerName,
        suiteName: String(v.suiteName ?? ''),
        operatorEmail: String(v.operatorEmail ?? ''),
      };
  } catch {
    // A damaged record is no login-as.
  }
  return null;
}

export function rememberLoginAs(record: LoginAsRecord): void {
  try {
    storage()?.setItem(LOGIN_AS, JSON.stringify(record));
    storage()?.setItem(SUITES_LOCATION, record.slug);
  } catch {
    // Storage disabled: the banner shows only on this page.
  }
  changed();
}

/** Suite logout's device part: the login-as record and the saved suite location go. */
export function forgetLoginAs(): void {
  storage()?.removeItem(LOGIN_AS);
  storage()?.removeItem(SUITES_LOCATION);
  changed();
}

/** Operator logout, and a dead session: the operator's credentials go with any login-as. */
export function forgetOperator(): void {
  storage()?.removeItem(OPERATOR_ID);
  forgetLoginAs();
}
