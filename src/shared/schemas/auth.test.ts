import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.js';
import { loginInput, signupInput } from './auth.js';

const messagesOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('auth forms', () => {
  it('say the password limit in words when a pasted password is too long, on sign-in as on sign-up', () => {
    const password = 'x'.repeat(5_000);
    const expected = `Password must be at most ${LIMITS.passwordMax} characters`;
    expect(messagesOf(loginInput.safeParse({ email: 'reader@example.com', password }))).toEqual([expected]);
    expect(
      messagesOf(
        signupInput.safeParse({
          fullName: 'Rea Der',
          email: 'reader@example.com',
          password,
          confirmPassword: password,
        }),
      ),
    ).toEqual([expected]);
  });
});
