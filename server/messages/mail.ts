// The Dutch mails the app sends: activation link, password-reset link and the 2-factor code.
// Each has a plain-text and an HTML part; links point at PUBLIC_URL.
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const FOOTER = 'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.';

function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  validity: string,
): MailMessage {
  return {
    to,
    subject,
    text: ['Hallo,', '', intro, `${action} (${validity}):`, '', link, '', FOOTER].join('\n'),
    html:
      `<p>Hallo,</p><p>${escapeHtml(intro)}</p>` +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a> (${escapeHtml(validity)}).</p>` +
      `<p>${escapeHtml(FOOTER)}</p>`,
  };
}

export function activationMail(to: string, publicUrl: string, token: string, validDays: number): MailMessage {
  return linkMail(
    to,
    'Activeer je account voor Lifestyle Reality Check',
    'Je school heeft een account voor je aangemaakt bij Lifestyle Reality Check.',
    'Kies een wachtwoord en activeer je account',
    `${publicUrl}/register/confirm/${token}`,
    `de link is ${validDays} dagen geldig`,
  );
}

export function resetMail(to: string, publicUrl: string, token: string, validHours: number): MailMessage {
  return linkMail(
    to,
    'Wachtwoord opnieuw instellen voor Lifestyle Reality Check',
    'Er is gevraagd om het wachtwoord van je account bij Lifestyle Reality Check opnieuw in te stellen.',
    'Stel een nieuw wachtwoord in',
    `${publicUrl}/resetting/reset/${token}`,
    `de link is ${validHours} uur geldig en werkt één keer`,
  );
}

export function mfaCodeMail(to: string, code: string, validMinutes: number): MailMessage {
  const line = `Je inlogcode voor Lifestyle Reality Check is: ${code}`;
  const validity = `De code is ${validMinutes} minuten geldig en werkt één keer.`;
  return {
    to,
    subject: `Je inlogcode: ${code}`,
    text: ['Hallo,', '', line, validity, '', 'Heb je niet geprobeerd in te loggen? Verander dan je wachtwoord.'].join(
      '\n',
    ),
    html:
      `<p>Hallo,</p><p>Je inlogcode voor Lifestyle Reality Check is: <strong>${escapeHtml(code)}</strong></p>` +
      `<p>${escapeHtml(validity)}</p><p>Heb je niet geprobeerd in te loggen? Verander dan je wachtwoord.</p>`,
  };
}

/** Sent when 2-factor login is turned off, so an account owner notices a change she did not make. */
export function mfaDisabledMail(to: string): MailMessage {
  const lines = [
    'Voor je account bij Lifestyle Reality Check is tweestapsverificatie zojuist uitgezet: inloggen gaat nu alleen met je wachtwoord.',
    'Heb jij dit niet gedaan? Verander dan meteen je wachtwoord en zet tweestapsverificatie weer aan.',
  ];
  return {
    to,
    subject: 'Tweestapsverificatie is uitgezet',
    text: ['Hallo,', '', ...lines].join('\n'),
    html: `<p>Hallo,</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}`,
  };
}
