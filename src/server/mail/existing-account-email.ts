import { composeEmail } from './compose-email.js';

/** Sent instead of a confirmation when someone signs up with an address that already has an account. */
export const existingAccountEmail = (to: string, name: string, links: { login: string; resetPassword: string }) =>
  composeEmail({
    to,
    name,
    subject: 'Someone tried to sign up with your address',
    intro:
      'Someone just tried to create an Infoforge account with this address, which already has one. Nothing about your account has changed.',
    actions: [
      { label: 'Sign in', url: links.login },
      { label: 'Forgot your password? Choose a new one', url: links.resetPassword },
    ],
    outro: 'If this was not you, you can ignore this e-mail.',
  });
