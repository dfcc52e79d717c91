// The two mails of the management site's contact form (issue 20): the question to the operator's
// support address, and a confirmation with a copy of it to the person who asked.
import type { ContactMessage } from '../../src/shared/management/contact';
import { escapeHtml, type MailMessage } from './mail';

const paragraphs = (lines: string[]): string =>
  lines.map((line) => `<p>${escapeHtml(line).replace(/\n/g, '<br>')}</p>`).join('');

/** Who asked, from which account, and the question as written. */
function details(message: ContactMessage, account: string): string[] {
  return [
    `Naam: ${message.senderName.trim()}`,
    `School: ${message.school.trim()}`,
    `E-mailadres: ${message.senderEmail.trim()}`,
    `Account: ${account}`,
  ];
}

export function supportMail(to: string, message: ContactMessage, account: string): MailMessage {
  const intro = 'Via het contactformulier van het beheer is een vraag gesteld.';
  const reply = `Antwoord aan: ${message.senderEmail.trim()}`;
  const lines = [intro, details(message, account).join('\n'), 'Vraag:', message.question.trim(), reply];
  return {
    to,
    subject: `Vraag van ${message.senderName.trim()} (${message.school.trim()})`,
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}

export function contactConfirmationMail(message: ContactMessage): MailMessage {
  const lines = [
    `Hallo ${message.senderName.trim()},`,
    'We hebben je vraag ontvangen en sturen hem door naar de ondersteuning van Lifestyle Reality Check. Je krijgt antwoord op dit e-mailadres, meestal binnen twee werkdagen.',
    'Je vraag:',
    message.question.trim(),
    'Heb je deze vraag niet gesteld? Dan kun je deze e-mail negeren.',
  ];
  return {
    to: message.senderEmail.trim().toLowerCase(),
    subject: 'We hebben je vraag ontvangen',
    text: lines.join('\n\n'),
    html: paragraphs(lines),
  };
}
