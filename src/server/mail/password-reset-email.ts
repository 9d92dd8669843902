import { composeEmail } from './compose-email.js';

export const passwordResetEmail = (to: string, name: string, link: string) =>
  composeEmail({
    to,
    name,
    subject: 'Reset your Infoforge password',
    intro: 'We received a request to reset the password of your Infoforge account. The link works once, for one hour.',
    actions: [{ label: 'Choose a new password', url: link }],
    outro: 'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  });
