import type { Mail } from './outbox';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(to: string, subject: string, lines: string[], action: string, link: string): Mail {
  const text = [...lines, '', `${action}: ${link}`, '', 'If you did not ask for this, you can ignore this message.'].join('\n');
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>If you did not ask for this, you can ignore this message.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

export function passwordResetMail(product: string, to: string, link: string): Mail {
  return linkMail(to, `${product}: reset your password`, [
    `Someone asked to reset the password of your ${product} account.`,
    'The link works once, within the next hour.',
  ], 'Reset your password', link);
}

export function newUserMail(product: string, to: string, link: string): Mail {
  return linkMail(to, `${product}: set up your account`, [
    `An account on ${product} has been created for you.`,
    'Choose your password to finish setting it up. The link works once, within the next 3 days.',
  ], 'Create your password', link);
}
