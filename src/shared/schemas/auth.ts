import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { requiredText } from './fields.js';

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .email('Please enter a valid email address');

const PASSWORD_TOO_LONG = `Password must be at most ${LIMITS.passwordMax} characters`;

const newPassword = z
  .string({ error: 'Password is required' })
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, PASSWORD_TOO_LONG);

/** The one full-name rule (trimmed, 1–100 characters) of the sign-up form and of every request that writes a name. */
export const fullName = requiredText('Full name', LIMITS.fullName);

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  }
};

export const loginInput = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax, PASSWORD_TOO_LONG),
});
export type LoginInput = z.infer<typeof loginInput>;

export const signupInput = z
  .object({
    fullName,
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .superRefine(matchingPasswords);
export type SignupInput = z.infer<typeof signupInput>;

const NOT_AN_OBJECT = 'The request body must be a JSON object';

/** Body of POST /api/auth/sign-up/email as the server checks it; better-auth reads the rest. */
export const signUpBody = z.object(
  { name: fullName, email, password: newPassword },
  { error: (issue) => (issue.code === 'invalid_type' ? NOT_AN_OBJECT : undefined) },
);

/** Body of POST /api/auth/update-user: the full name is the one thing a user changes there. */
export const updateUserBody = z.strictObject(
  { name: fullName },
  { error: (issue) => (issue.code === 'invalid_type' ? NOT_AN_OBJECT : 'Only the full name can be changed') },
);

export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .superRefine(matchingPasswords);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
