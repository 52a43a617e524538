/**
 * A stadium seat as the dine-in address of a venue that delivers to seats (restaurant.seat_delivery): section, row
 * and seat. It travels as the order's table number, written `SECTION-ROW-SEAT` ("112-F-7", at most 16 characters,
 * so a seat-back QR code or a link can carry it as `?tableNum=112-F-7`), and as `tableInfo` on the order.
 */
export interface SeatAddress {
  section: string;
  row: string;
  seat: string;
}

export const SEAT_PART_MAX = { section: 6, row: 4, seat: 4 } as const;

/** One part as a diner may type it: letters and digits only, upper case, cut to its length. */
export function seatPart(value: string, part: keyof SeatAddress): string {
  return value
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase()
    .slice(0, SEAT_PART_MAX[part]);
}

/** The table number of a seat; empty when no part is filled. Parts are cleaned as `seatPart` does. */
export function formatSeat(seat: SeatAddress): string {
  const parts = [seatPart(seat.section, 'section'), seatPart(seat.row, 'row'), seatPart(seat.seat, 'seat')];
  return parts.every((p) => p === '') ? '' : parts.join('-');
}

/** The seat a table number names (parts may be empty while the diner types); every part empty when it names none. */
export function parseSeat(tableNum: string | null | undefined): SeatAddress {
  const parts = (tableNum ?? '').trim().split('-');
  if (parts.length !== 3) return { section: '', row: '', seat: '' };
  return {
    section: seatPart(parts[0]!, 'section'),
    row: seatPart(parts[1]!, 'row'),
    seat: seatPart(parts[2]!, 'seat'),
  };
}

/** Which parts are missing, in screen order. */
export function missingSeatParts(seat: SeatAddress): (keyof SeatAddress)[] {
  return (['section', 'row', 'seat'] as const).filter((part) => seat[part] === '');
}
