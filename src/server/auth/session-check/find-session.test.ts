import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifiedToken } from './find-session.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const signed = (token: string, secret = SECRET) =>
  `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;

describe('verifiedToken', () => {
  it('returns the token of a cookie signed with the secret, as better-auth signs it', () => {
    expect(verifiedToken(signed('crhUraa1a7briitggntdyj2cXHDOGyX5'), SECRET)).toBe('crhUraa1a7briitggntdyj2cXHDOGyX5');
  });

  it('compares signatures as bytes, as better-auth does: the two bits no byte uses may hold anything', () => {
    const cookie = signed('token-one');
    const last = BASE64.indexOf(cookie.at(-2)!);
    const withLastAt = (index: number) => `${cookie.slice(0, -2)}${BASE64[index]}=`;
    // A canonical signature leaves those bits at zero: the next character differs only in them.
    expect(verifiedToken(withLastAt(last + 1), SECRET)).toBe('token-one');
    expect(verifiedToken(withLastAt(last + 4), SECRET)).toBeNull();
  });

  it('refuses another secret, another token under a valid signature, and a malformed cookie', () => {
    const cookie = signed('token-one');
    const signature = cookie.slice(cookie.indexOf('.') + 1);
    expect(verifiedToken(signed('token-one', 'another-secret-of-thirty-two-characters'), SECRET)).toBeNull();
    expect(verifiedToken(`token-two.${signature}`, SECRET)).toBeNull();
    expect(verifiedToken(`token-one.${signature.slice(0, -1)}`, SECRET)).toBeNull();
    expect(verifiedToken(`token-one.${signature}x`, SECRET)).toBeNull();
    expect(verifiedToken('token-one', SECRET)).toBeNull();
    expect(verifiedToken(`.${signature}`, SECRET)).toBeNull();
    expect(verifiedToken('', SECRET)).toBeNull();
  });
});
