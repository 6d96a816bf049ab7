import type { Translate } from '../../i18n/translate';
import type { Mail } from './outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail carrying one link, in the reader's language (`t`, the server's texts: i18n/<code>/server.ts). */
function linkMail(t: Translate, to: string, subject: string, lines: string[], action: string, link: string): Mail {
  const ignore = t('server.mail.ignore');
  const text = [...lines, '', `${action}: ${link}`, '', ignore].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(t: Translate, product: string, to: string, link: string): Mail {
  return linkMail(t, to, t('server.mail.reset.subject', { product }), [
    t('server.mail.reset.asked', { product }),
    t('server.mail.reset.link'),
  ], t('server.mail.reset.action'), link);
}

export function newUserMail(t: Translate, product: string, to: string, link: string): Mail {
  return linkMail(t, to, t('server.mail.newUser.subject', { product }), [
    t('server.mail.newUser.created', { product }),
    t('server.mail.newUser.link'),
  ], t('server.mail.newUser.action'), link);
}
