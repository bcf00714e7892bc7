import { messages } from '../../../src/shared/messages.de';
import type { OutgoingMail } from './mailer';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  link: { url: string; label: string },
): OutgoingMail {
  const text = [
    greeting,
    '',
    ...lines,
    '',
    `${link.label}: ${link.url}`,
    '',
    'Dein Weiterbildungsquiz-Team',
  ].join('\n');
  const html = `<!doctype html><html lang="de"><body style="font-family:sans-serif;line-height:1.5">
<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<p><a href="${escape(link.url)}">${escape(link.label)}</a></p><p>Dein Weiterbildungsquiz-Team</p></body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, firstName: string, url: string): OutgoingMail {
  return layout(
    to,
    'Bitte bestätige deine E-Mail-Adresse',
    `Hallo ${firstName},`,
    ['willkommen beim Weiterbildungsquiz! Bitte bestätige deine E-Mail-Adresse, damit du loslegen kannst.'],
    { url, label: 'E-Mail-Adresse bestätigen' },
  );
}

export function passwordResetMail(to: string, firstName: string, url: string): OutgoingMail {
  return layout(
    to,
    'Passwort zurücksetzen',
    `Hallo ${firstName},`,
    [
      'du hast angefordert, dein Passwort zurückzusetzen. Der Link ist 60 Minuten gültig.',
      'Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',
    ],
    { url, label: 'Neues Passwort festlegen' },
  );
}

/** The company certificate: the PDF attached, and the link anyone can check it at. */
export function certificateMail(
  c: { email: string; firstName: string; courseName: string; companyName: string; code: string },
  verificationUrl: string,
  pdf: Buffer,
): OutgoingMail {
  const m = messages.company;
  return {
    ...layout(
      c.email,
      m.mailSubject(c.courseName),
      m.mailGreeting(c.firstName),
      [m.mailText(c.courseName, c.companyName)],
      { url: verificationUrl, label: m.mailVerify },
    ),
    attachments: [{ filename: `Zertifikat-${c.code}.pdf`, contentType: 'application/pdf', content: pdf }],
  };
}

export function emailChangeMail(to: string, firstName: string, url: string): OutgoingMail {
  return layout(
    to,
    'Bitte bestätige deine neue E-Mail-Adresse',
    `Hallo ${firstName},`,
    [
      'du möchtest diese Adresse für dein Weiterbildungsquiz-Konto verwenden. Sie gilt erst, wenn du sie über den Link bestätigst; bis dahin bleibt deine bisherige Adresse gültig. Der Link ist 24 Stunden gültig.',
      'Wenn du das nicht warst, kannst du diese E-Mail ignorieren.',
    ],
    { url, label: 'Neue E-Mail-Adresse bestätigen' },
  );
}

/** The owner learns at the first pause of a series of wrong passwords. */
export function accountLockedMail(
  to: string,
  firstName: string,
  until: Date,
  resetUrl: string,
): OutgoingMail {
  const time = until.toLocaleTimeString('de-DE', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Berlin',
  });
  return layout(
    to,
    'Mehrere falsche Passwörter für dein Konto',
    `Hallo ${firstName},`,
    [
      `für dein Weiterbildungsquiz-Konto wurde mehrmals ein falsches Passwort eingegeben. Zu deinem Schutz nehmen wir bis ${time} Uhr kein Passwort an; danach geht es wieder, nach weiteren Fehlversuchen mit längeren Pausen.`,
      'Warst du das nicht, setze dein Passwort zurück: Das hebt die Sperre sofort auf.',
    ],
    { url: resetUrl, label: 'Passwort zurücksetzen' },
  );
}
