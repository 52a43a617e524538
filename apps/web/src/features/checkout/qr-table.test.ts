import { describe, expect, it } from 'vitest';
import {
  type CameraErrorKind,
  cameraErrorKind,
  cameraSupportError,
  facesUser,
  parseGiftCardQr,
  parseTableQr,
} from './qr-table';

const dom = (name: string, message = '') => new DOMException(message, name);

describe('parseTableQr', () => {
  it.each<[string, string, string | null]>([
    ['link to the menu with a table', 'https://order.example.ca/maple-table?tableNum=12', '12'],
    ['link to the landing page', 'https://order.example.ca/maple-table/landing?tableNum=A-4&x=1', 'A-4'],
    ['encoded table number', 'https://order.example.ca/maple-table?tableNum=Patio%203', 'Patio 3'],
    ['plain http link', 'http://localhost:3000/cafe-du-marche?tableNum=7', '7'],
    ['surrounding spaces', '  https://order.example.ca/x?tableNum=%2012%20  ', '12'],
    ['bare number', '12', '12'],
    ['bare number with letters', 'T14', 'T14'],
    ['bare number with spaces around', ' 5 \n', '5'],
    ['bare number of 20 characters', 'Terrace table 123456', 'Terrace table 123456'],
    ['accented letters', 'Térrasse 2', 'Térrasse 2'],
    ['bare text of 21 characters', 'Terrace table 1234567', null],
    ['link without tableNum', 'https://order.example.ca/maple-table', null],
    ['link with an empty tableNum', 'https://order.example.ca/maple-table?tableNum=', null],
    ['link with a 21-character tableNum', `https://x.ca/m?tableNum=${'1'.repeat(21)}`, null],
    ['link with markup in tableNum', 'https://x.ca/m?tableNum=%3Cb%3E1', null],
    ['other scheme', 'javascript:alert(1)?tableNum=1', null],
    ['Wi-Fi code', 'WIFI:S:Maple;T:WPA;P:secret;;', null],
    ['broken link', 'https://exa mple/?tableNum=1', null],
    ['sentence', 'Hello, welcome!', null],
    ['empty', '', null],
    ['blank', '   ', null],
  ])('%s', (_, content, expected) => {
    expect(parseTableQr(content)).toEqual(
      expected === null ? { kind: 'unrecognized' } : { kind: 'table', tableNum: expected },
    );
  });
});

describe('cameraSupportError', () => {
  it.each<[string, boolean, boolean, boolean, CameraErrorKind | null]>([
    ['all there', true, true, true, null],
    ['insecure page (http)', false, false, true, 'incompatible'],
    ['insecure page with the API', false, true, true, 'incompatible'],
    ['no mediaDevices', true, false, true, 'incompatible'],
    ['no way to decode', true, true, false, 'browser'],
  ])('%s', (_, secureContext, getUserMedia, decoder, expected) => {
    expect(cameraSupportError({ secureContext, getUserMedia, decoder })).toBe(expected);
  });
});

describe('cameraErrorKind', () => {
  it.each<[string, unknown, boolean, CameraErrorKind]>([
    ['permission denied', dom('NotAllowedError', 'Permission denied'), false, 'permission'],
    ['permission denied (old Chrome)', { name: 'PermissionDeniedError' }, false, 'permission'],
    ['blocked by policy', dom('SecurityError'), false, 'permission'],
    ['camera in use', dom('NotReadableError', 'Could not start video source'), false, 'inUse'],
    ['camera in use (old Chrome)', { name: 'TrackStartError' }, false, 'inUse'],
    ['no camera', dom('NotFoundError', 'Requested device not found'), false, 'none'],
    ['no camera (old Chrome)', { name: 'DevicesNotFoundError' }, false, 'none'],
    ['no camera (qr-scanner)', 'Camera not found.', false, 'none'],
    ['no back camera', { name: 'OverconstrainedError', constraint: 'facingMode' }, true, 'frontCamera'],
    ['no back camera (old Chrome)', { name: 'ConstraintNotSatisfiedError' }, true, 'frontCamera'],
    [
      'constraint failed without asking the back camera',
      { name: 'OverconstrainedError' },
      false,
      'incompatible',
    ],
    ['insecure Safari', new TypeError('undefined is not an object'), false, 'incompatible'],
    ['unsupported', dom('NotSupportedError'), false, 'browser'],
    ['aborted', dom('AbortError'), false, 'internal'],
    ['video would not play', new Error('play() failed'), false, 'internal'],
    ['anything else', 'boom', false, 'internal'],
    ['nothing', undefined, false, 'internal'],
  ])('%s', (_, error, askedBackCamera, expected) => {
    expect(cameraErrorKind(error, askedBackCamera)).toBe(expected);
  });
});

describe('facesUser', () => {
  it.each<[string | undefined, string, boolean]>([
    ['user', '', true],
    ['environment', 'Front camera', false],
    [undefined, 'Front Camera', true],
    [undefined, 'FaceTime HD Camera', true],
    [undefined, 'camera2 0, facing back', false],
    [undefined, 'Integrated Webcam', false],
  ])('%s / %s', (facingMode, label, expected) => {
    expect(facesUser(facingMode, label)).toBe(expected);
  });
});

describe('parseGiftCardQr', () => {
  it.each<[string, string | null]>([
    ['6011000000000050', '6011000000000050'],
    ['6011 0000 0000 0050', '6011000000000050'],
    [' 6011-0000-0000-0010 ', '6011000000000010'],
    ['https://gift.example.ca/balance?giftCard=6011%200000%200000%200050', '6011000000000050'],
    ['https://gift.example.ca/redeem?code=601100000000', '601100000000'],
    ['https://gift.example.ca/redeem', null],
    ['12345678901', null],
    ['12345678901234567890', null],
    ['https://order.example.ca/maple-table?tableNum=12', null],
    ['WIFI:S:Cafe;T:WPA;P:secret;;', null],
    ['6011 0000 0000 005O', null],
    ['', null],
  ])('%s', (content, expected) => {
    expect(parseGiftCardQr(content)).toBe(expected);
  });
});
