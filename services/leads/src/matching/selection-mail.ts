import { formatPropertyPrice, formatPhone, propertyPath, singleLineName, type ActiveAgent, type PropertySummary } from '@prestigio/contracts';
import { BRAND, brandedHtmlFrame, escapeHtml, type OutgoingMail } from '@prestigio/nest-common';

/** What a selection says, whoever carries it: the client's first name, the agent's words, the listings. */
export interface SelectionContent {
  clientName: string | null;
  properties: readonly PropertySummary[];
  message: string | undefined;
  /** The public site's origin, e.g. https://prestigio.mx. */
  site: string;
}

const DEFAULT_MESSAGE = 'Le comparto estas propiedades que coinciden con lo que busca:';
const CLOSING = 'Quedo a sus órdenes para agendar una visita.';

function greetingOf(clientName: string | null): string {
  const firstName = singleLineName(clientName)?.split(' ')[0];
  return firstName ? `Hola ${firstName}:` : 'Hola:';
}

function listingUrl(site: string, property: PropertySummary): string {
  return `${site}${propertyPath(property.slug)}`;
}

/** The listing's photo as an absolute http(s) address (uploads are site-relative), or null: no image then. */
function photoUrl(site: string, property: PropertySummary): string | null {
  if (!property.mainImage) return null;
  try {
    const url = new URL(property.mainImage, site);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The selection as plain text: the WhatsApp message, and the e-mail's plain-text part before the signature. */
export function selectionText({ clientName, properties, message, site }: SelectionContent): string {
  const listings = properties.map(
    (property) => `• ${property.title} (${property.location}): ${formatPropertyPrice(property.price, property.operationType)}\n  ${listingUrl(site, property)}`,
  );
  return [greetingOf(clientName), '', message ?? DEFAULT_MESSAGE, '', ...listings, '', CLOSING].join('\n');
}

/** The agent as the client should see them: a name on one line, and their phone when they gave one. */
function signatureOf(agent: ActiveAgent): { name: string; phone: string | null } {
  return { name: singleLineName(agent.fullName) ?? agent.username, phone: agent.phone ? formatPhone(agent.phone) : null };
}

function listingCardHtml(site: string, property: PropertySummary): string {
  const link = escapeHtml(listingUrl(site, property));
  const title = escapeHtml(property.title);
  const photo = photoUrl(site, property);
  // Photos on other hosts are often blocked or unreachable: the alt text, a fixed size and the title below keep
  // the card readable without them.
  const image = photo
    ? `<a href="${link}"><img src="${escapeHtml(photo)}" alt="Foto: ${title}" width="544" style="display:block;width:100%;max-width:544px;height:auto;border:0;border-radius:6px;background:#e8ebf0;color:${BRAND.navy};font-size:13px"></a>`
    : '';
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 20px;border:1px solid #e3e6eb;border-radius:8px">
<tr><td style="padding:12px">
${image}
<p style="margin:10px 0 4px;font-size:17px;font-weight:bold"><a href="${link}" style="color:${BRAND.navy};text-decoration:none">${title}</a></p>
<p style="margin:0 0 4px;color:#5b6474">${escapeHtml(property.location)}</p>
<p style="margin:0 0 10px;font-size:18px;font-weight:bold;color:${BRAND.navy}">${escapeHtml(formatPropertyPrice(property.price, property.operationType))}</p>
<a href="${link}" style="display:inline-block;padding:8px 16px;background:${BRAND.navy};color:#ffffff;border-radius:4px;text-decoration:none;font-weight:600">Ver la propiedad</a>
</td></tr></table>`;
}

function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px">${text.split('\n').map(escapeHtml).join('<br>')}</p>`;
}

/**
 * The e-mail of a selection, from the agent who sends it: their name as the sender (on the agency's address) and in
 * the signature with their phone, answers to their own mailbox (Reply-To), each listing with its photo, price, place
 * and a link to its public page. Everything a person typed (names, titles, the message) is escaped in the HTML.
 */
export function selectionMail(content: SelectionContent, agent: ActiveAgent, to: string): OutgoingMail {
  const { properties, site } = content;
  const { name, phone } = signatureOf(agent);
  const signatureLines = [name, 'Asesor de Prestigio Inmobiliaria', ...(phone ? [`Tel. ${phone}`] : []), agent.email];
  const text = [selectionText(content), '', ...signatureLines].join('\n');
  const phoneHtml = phone && agent.phone ? `<br><a href="tel:+${escapeHtml(agent.phone.replace(/\D/g, ''))}" style="color:${BRAND.navy}">Tel. ${escapeHtml(phone)}</a>` : '';
  const html = brandedHtmlFrame(
    [
      paragraphHtml(greetingOf(content.clientName)),
      paragraphHtml(content.message ?? DEFAULT_MESSAGE),
      ...properties.map((property) => listingCardHtml(site, property)),
      paragraphHtml(CLOSING),
      `<p style="margin:0;padding-top:12px;border-top:1px solid #e3e6eb"><strong>${escapeHtml(name)}</strong><br>Asesor de Prestigio Inmobiliaria${phoneHtml}<br><a href="mailto:${escapeHtml(agent.email)}" style="color:${BRAND.navy}">${escapeHtml(agent.email)}</a></p>`,
    ].join('\n'),
  );
  return {
    to,
    subject: properties.length === 1 ? `${name} le comparte una propiedad — Prestigio` : `${name} le comparte ${properties.length} propiedades — Prestigio`,
    text,
    html,
    senderName: `${name} · Prestigio`,
    replyTo: agent.email,
  };
}
