import { describe, expect, it } from 'vitest';
import { packetHeaders } from './request-locale';

const packet = (text: string) => Buffer.from(text, 'latin1');

describe('the language headers of the packet Node failed on', () => {
  it.each([
    [
      'a request whose headers are all there',
      'GET / HTTP/1.1\r\nHost: a\r\nLocale: fr-CA\r\nAccept-Language: en\r\n\r\n',
      { locale: 'fr-CA', 'accept-language': 'en' },
    ],
    [
      'names in any case, spaces around the value',
      'POST /x HTTP/1.0\r\nACCEPT-LANGUAGE:   fr-CA,fr;q=0.9  \r\n\r\n',
      { 'accept-language': 'fr-CA,fr;q=0.9' },
    ],
    [
      'headers cut short by the limit: the whole lines are read, the last one is not',
      `GET / HTTP/1.1\r\nAccept-Language: fr\r\nX-Big: ${'x'.repeat(100)}\r\nLocale: e`,
      { 'accept-language': 'fr' },
    ],
    [
      'the first of a repeated header',
      'GET / HTTP/1.1\r\nLocale: fr\r\nLocale: en\r\n\r\n',
      { locale: 'fr' },
    ],
    ['nothing after the end of the headers (a body)', 'POST / HTTP/1.1\r\nHost: a\r\n\r\nLocale: fr\r\n', {}],
    [
      'a packet inside a request (its headers came in several reads): its first line may be any header’s tail',
      'Locale: fr-CA\r\nX-Big: xxx',
      {},
    ],
    ['not HTTP', 'GARBAGE\r\nLocale: fr\r\n\r\n', {}],
    ['a line without a colon', 'GET / HTTP/1.1\r\nLocale fr\r\n:fr\r\n\r\n', {}],
  ])('%s', (_name, text, expected) => {
    expect(packetHeaders(packet(text))).toEqual(expected);
  });
});
