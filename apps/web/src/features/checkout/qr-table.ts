// The QR-code camera reader's rules: what a scanned code says about the table,
// and which of the catalogue's camera errors a failure is. Pure: the dialog gathers the facts and shows the words.

/** The longest table number the order contracts accept (cartConfig.tableNum). */
export const MAX_TABLE_NUM = 20;

/** The camera errors of the catalogue: permission, incompatible, internal, in use, front camera, none, browser. */
export type CameraErrorKind =
  | 'permission'
  | 'incompatible'
  | 'internal'
  | 'inUse'
  | 'frontCamera'
  | 'none'
  | 'browser';

export type TableQr = { kind: 'table'; tableNum: string } | { kind: 'unrecognized' };

// A table number printed bare in a code: letters, digits, and a few separators ("12", "A-4", "Patio 3").
const BARE_TABLE = /^[\p{L}\p{N}](?:[\p{L}\p{N} #._/-]*[\p{L}\p{N}])?$/u;

function tableNum(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  return v !== '' && v.length <= MAX_TABLE_NUM && BARE_TABLE.test(v) ? v : null;
}

/**
 * What a decoded QR code says: a link to the restaurant with a tableNum query parameter
 * (`https://…/maple-table?tableNum=12`), or a bare table number of up to 20 characters. Anything else
 * (a link without a table, a Wi-Fi code, free text) is not a table code.
 */
export function parseTableQr(content: string): TableQr {
  const text = content.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return { kind: 'unrecognized' };
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unrecognized' };
    const num = tableNum(url.searchParams.get('tableNum'));
    return num ? { kind: 'table', tableNum: num } : { kind: 'unrecognized' };
  }
  const num = tableNum(text);
  return num ? { kind: 'table', tableNum: num } : { kind: 'unrecognized' };
}

/** What the page can do before it asks for the camera. */
export interface CameraSupport {
  /** window.isSecureContext: browsers give the camera only to https pages (and localhost). */
  secureContext: boolean;
  /** navigator.mediaDevices.getUserMedia exists. */
  getUserMedia: boolean;
  /** A way to decode frames off the page's thread: Worker (or the BarcodeDetector API). */
  decoder: boolean;
}

/** Why the camera cannot be used at all on this page, or null when it can be asked for. */
export function cameraSupportError(support: CameraSupport): CameraErrorKind | null {
  // Without a secure context the browser hides navigator.mediaDevices: the page, not the browser, is the cause.
  if (!support.secureContext || !support.getUserMedia) return 'incompatible';
  if (!support.decoder) return 'browser';
  return null;
}

/** An error's name, whether the browser threw a DOMException, an Error, or qr-scanner a bare string. */
function errorName(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string') {
    return error.name;
  }
  return '';
}

/**
 * The catalogue's camera error for a failure of getUserMedia (or of qr-scanner). `askedBackCamera` says
 * whether the request insisted on the back camera (facingMode exact "environment"): then a constraint that
 * cannot be met means the device has no back camera.
 */
export function cameraErrorKind(error: unknown, askedBackCamera = false): CameraErrorKind {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError': // Chrome before 64
    case 'SecurityError': // camera blocked by the page's permissions policy or the user agent's settings
      return 'permission';
    case 'NotReadableError':
    case 'TrackStartError': // Chrome before 64
      return 'inUse';
    case 'NotFoundError':
    case 'DevicesNotFoundError': // Chrome before 64
      return 'none';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      return askedBackCamera ? 'frontCamera' : 'incompatible';
    case 'TypeError': // Safari rejects this way outside a secure context
      return 'incompatible';
    case 'NotSupportedError':
      return 'browser';
    default:
      // qr-scanner throws this string when no constraint set gave a stream.
      if (error === 'Camera not found.') return 'none';
      return 'internal';
  }
}

/** Whether a started camera faces the diner (track settings first, then the label's words, as qr-scanner reads them). */
export function facesUser(facingMode: string | undefined, label: string): boolean {
  if (facingMode) return facingMode === 'user';
  if (/rear|back|environment/i.test(label)) return false;
  return /front|user|face/i.test(label);
}

/**
 * A gift card's number in its QR code: 12 to 19 digits, possibly grouped with spaces or dashes
 * ("6011 0000 0000 0050"), or a link carrying it as `giftCard`, `voucher` or `code`. Null for anything else.
 */
export function parseGiftCardQr(content: string): string | null {
  let text = content.trim();
  if (/^https?:\/\//i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      return null;
    }
    text =
      url.searchParams.get('giftCard') ??
      url.searchParams.get('voucher') ??
      url.searchParams.get('code') ??
      '';
  }
  if (!/^[\d -]+$/.test(text)) return null;
  const digits = text.replace(/[ -]/g, '');
  return digits.length >= 12 && digits.length <= 19 ? digits : null;
}
