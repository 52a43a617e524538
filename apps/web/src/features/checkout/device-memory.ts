/**
 * What the device remembers for the next order (name, e-mail, phone, legal age): in
 * localStorage like the cart (docs/decisions/007). The legal-age answer lasts one day.
 */
export interface RememberedContact {
  fullName: string;
  email: string;
  phone: string;
}

const CONTACT_KEY = 'contact';
const LEGAL_AGE_KEY = 'legal-age';
const DAY_MS = 24 * 60 * 60 * 1000;

function read<T>(key: string): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full storage: the diner types it again next time.
  }
}

export function readContact(): RememberedContact | null {
  const saved = read<Partial<RememberedContact>>(CONTACT_KEY);
  if (!saved) return null;
  return { fullName: saved.fullName ?? '', email: saved.email ?? '', phone: saved.phone ?? '' };
}

export const rememberContact = (contact: RememberedContact) => write(CONTACT_KEY, contact);

export function readLegalAge(now = Date.now()): boolean {
  const saved = read<{ at: number }>(LEGAL_AGE_KEY);
  return saved !== null && now - saved.at < DAY_MS;
}

export const rememberLegalAge = (now = Date.now()) => write(LEGAL_AGE_KEY, { at: now });
