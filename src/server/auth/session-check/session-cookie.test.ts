import { describe, expect, it } from 'vitest';
import { sessionCookieReader } from './session-cookie.js';

const readOver = (baseURL: string) => {
  const read = sessionCookieReader({ baseURL });
  return (cookie: string) => read(new Headers({ cookie }));
};

describe('sessionCookieReader', () => {
  it("reads the first pair under better-auth's name, trimmed, unquoted and percent-decoded", () => {
    const read = readOver('http://localhost:3000');
    expect(read('theme=dark; better-auth.session_token=tok.sig%3D; lang=en')).toBe('tok.sig=');
    expect(read('better-auth.session_token=first; better-auth.session_token=second')).toBe('first');
    expect(read(' better-auth.session_token =  "tok.sig%3D" ')).toBe('tok.sig=');
    expect(read('better-auth.session_token=tok.%E0%A4%A')).toBe('tok.%E0%A4%A');
    expect(read('better-auth.session_token=; better-auth.session_token=second')).toBeNull();
  });

  it('reads no other name: the __Secure- one is read only over HTTPS, and then only it', () => {
    const overHttp = readOver('http://localhost:3000');
    const overHttps = readOver('https://infoforge.example');
    expect(overHttp('__Secure-better-auth.session_token=a; better-auth-session_token=b')).toBeNull();
    expect(overHttps('better-auth.session_token=a; __Secure-better-auth.session_token=b')).toBe('b');
    expect(overHttps('better-auth.session_token=a')).toBeNull();
  });
});
