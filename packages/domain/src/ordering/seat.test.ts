import { describe, expect, it } from 'vitest';
import { formatSeat, missingSeatParts, parseSeat, type SeatAddress, seatPart } from './seat';

const seat = (section: string, row: string, s: string): SeatAddress => ({ section, row, seat: s });

describe('stadium seat addresses', () => {
  it.each<[SeatAddress, string]>([
    [seat('112', 'F', '7'), '112-F-7'],
    [seat(' 112 ', 'f', '07'), '112-F-07'],
    [seat('Sec. 112', 'Row F', '#7'), 'SEC112-ROWF-7'],
    [seat('1234567', 'ABCDE', '12345'), '123456-ABCD-1234'],
    [seat('112', '', ''), '112--'],
    [seat('', '', ''), ''],
    [seat('Loge-3', 'É', '2'), 'LOGE3-É-2'],
  ])('%o is written %s', (address, tableNum) => {
    expect(formatSeat(address)).toBe(tableNum);
    expect(tableNum.length).toBeLessThanOrEqual(16);
  });

  it.each<[string | null | undefined, SeatAddress]>([
    ['112-F-7', seat('112', 'F', '7')],
    [' 112-f-7 ', seat('112', 'F', '7')],
    ['112--', seat('112', '', '')],
    ['12', seat('', '', '')],
    ['1-2-3-4', seat('', '', '')],
    ['', seat('', '', '')],
    [null, seat('', '', '')],
    [undefined, seat('', '', '')],
  ])('%s reads as %o', (tableNum, address) => {
    expect(parseSeat(tableNum)).toEqual(address);
  });

  it('reads back what it writes', () => {
    const address = seat('221', 'AA', '14');
    expect(parseSeat(formatSeat(address))).toEqual(address);
  });

  it.each<[string, keyof SeatAddress, string]>([
    ['row 12b', 'row', 'ROW1'],
    ['12b', 'row', '12B'],
    ['Sec 101', 'section', 'SEC101'],
    ['7 ', 'seat', '7'],
  ])('types %s in the %s as %s', (typed, part, kept) => {
    expect(seatPart(typed, part)).toBe(kept);
  });

  it.each<[SeatAddress, (keyof SeatAddress)[]]>([
    [seat('112', 'F', '7'), []],
    [seat('', 'F', ''), ['section', 'seat']],
    [seat('', '', ''), ['section', 'row', 'seat']],
  ])('%o misses %o', (address, missing) => {
    expect(missingSeatParts(address)).toEqual(missing);
  });
});
