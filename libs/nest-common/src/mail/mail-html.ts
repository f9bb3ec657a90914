/** The agency as its e-mails show it: name, colours of the site (navy and gold), and how to reach the office. */
const BRAND = {
  name: 'Prestigio',
  tagline: 'Bienes raíces de prestigio en México',
  navy: '#0a192f',
  gold: '#c9a54c',
  footer: 'Prestigio Bienes Raíces · Paseo de la Reforma 250, piso 12, Ciudad de México · 55 5280 1500 · contacto@prestigio.mx',
} as const;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** Escaped text whose web addresses are links. */
function withLinks(line: string): string {
  return line
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((piece, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(piece)}" style="color:${BRAND.navy};font-weight:600">${escapeHtml(piece)}</a>` : escapeHtml(piece),
    )
    .join('');
}

/**
 * The HTML part of a message whose text part is `text`: the same words (paragraphs at blank lines, addresses as
 * links) in the agency's frame. The text stays the plain-text alternative, so both say exactly the same.
 */
export function brandedHtmlOf(text: string): string {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map(withLinks).join('<br>'))
    .map((paragraph) => `<p style="margin:0 0 16px">${paragraph}</p>`)
    .join('\n');
  return brandedHtml(paragraphs);
}

/** The agency's frame around `content`, HTML the caller built and escaped (an alert's listing cards with photos). */
export function brandedHtml(content: string): string {
  return `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>
<body style="margin:0;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:${BRAND.navy}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden">
<tr><td style="background:${BRAND.navy};padding:20px 28px;border-bottom:3px solid ${BRAND.gold}">
<div style="font-family:Georgia,'Times New Roman',serif;font-size:24px;font-weight:bold;color:${BRAND.gold}">${BRAND.name}</div>
<div style="font-size:12px;color:#ffffff;letter-spacing:1px">${BRAND.tagline}</div>
</td></tr>
<tr><td style="padding:28px;font-size:15px;line-height:1.55">
${content}
</td></tr>
<tr><td style="padding:16px 28px;background:#f9f7f1;font-size:12px;color:#5b6474">${escapeHtml(BRAND.footer)}</td></tr>
</table></td></tr></table>
</body></html>`;
}
