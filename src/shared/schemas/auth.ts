import { z } from 'zod';
import { LIMITS } from '../limits.js';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(LIMITS.email, `Email must be at most ${LIMITS.email} characters`)
  .email('Please enter a valid email address');

const newPassword = z
  .string()
  .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `Password must be at most ${LIMITS.passwordMax} characters`);

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'Passwords do not match' });
  }
};

export const loginInput = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(LIMITS.passwordMax),
});
export type LoginInput = z.infer<typeof loginInput>;

export const signupInput = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(LIMITS.fullName, `Full name must be at most ${LIMITS.fullName} characters`),
    email,
    password: newPassword,
    confirmPassword: z.string(),
  })
  .superRefine(matchingPasswords);
export type SignupInput = z.infer<typeof signupInput>;

export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({ password: newPassword, confirmPassword: z.string() })
  .superRefine(matchingPasswords);
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
