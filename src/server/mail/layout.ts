/**
 * The frame of the shop's mails: a plain-text part and a simple HTML part built from the same
 * paragraphs and one call to action, every value escaped. Texts come from i18n in the
 * customer's language.
 */
import { escapeHtml } from '#src/lib/safe-html.ts';
import { COMPANY } from '#src/lib/company.ts';

export type MailContent = {
  greeting: string;
  paragraphs: string[];
  /** A text quoted as written, its line breaks kept (a contact message), after the paragraphs. */
  quote?: string;
  action?: { label: string; url: string };
  footer: string;
  /** A link under the footer (a newsletter's unsubscribe link). */
  footerLink?: { label: string; url: string };
};

export function renderMail(content: MailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.quote !== undefined ? [...content.quote.split('\n').map((l) => `> ${l}`), ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    '--',
    content.footer,
    ...(content.footerLink ? [`${content.footerLink.label}: ${content.footerLink.url}`] : []),
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1c2430;max-width:560px">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${content.quote !== undefined ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #c2185b;background:#f6f7f9;white-space:pre-wrap">${escapeHtml(content.quote)}</blockquote>` : ''}
${content.action ? `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#c2185b;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` : ''}
<p style="color:#596374;font-size:13px">${escapeHtml(content.footer)}<br>${escapeHtml(COMPANY.name)}</p>
${content.footerLink ? `<p style="color:#596374;font-size:13px"><a href="${escapeHtml(content.footerLink.url)}" style="color:#596374">${escapeHtml(content.footerLink.label)}</a></p>` : ''}
</body></html>`;
  return { text, html };
}
