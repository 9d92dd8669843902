import { composeEmail } from './compose-email.js';

export const emailVerificationEmail = (to: string, name: string, link: string) =>
  composeEmail({
    to,
    name,
    subject: 'Confirm your Infoforge account',
    intro: 'Welcome to Infoforge! Confirm that this address is yours to finish creating your account.',
    actions: [{ label: 'Confirm my address', url: link }],
    outro: 'If you did not sign up, you can ignore this e-mail: no account is created without your confirmation.',
  });
