import {
  agencyParts,
  interestLabels,
  leadSourceLabels,
  leadStageLabels,
  operationOptionLabels,
  propertyTypeLabels,
  type LeadSummary,
} from '@prestigio/contracts';

/** Excel reads a UTF-8 file as such (accents intact) only when it starts with the byte-order mark. */
const BYTE_ORDER_MARK = '\uFEFF';

/** An instant as "2026-11-24 09:30" in the agency's zone (Excel recognises it as a date and time). */
function agencyStamp(iso: string | null): string {
  if (!iso) return '';
  const { date, hour, minute } = agencyParts(new Date(iso));
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/**
 * One CSV cell: quoted when it holds a separator, a quote or a line break; a text a spreadsheet would run as a
 * formula (= + - @, tab, carriage return first) is prefixed with an apostrophe (CSV injection).
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const HEADERS = [
  'Nombre', 'Correo', 'Teléfono', 'Origen', 'Interés', 'Etapa', 'Agente', 'Operación', 'Tipo de propiedad', 'Estado',
  'Ciudad o colonia', 'Presupuesto mínimo (MXN)', 'Presupuesto máximo (MXN)', 'Recámaras', 'Próximo seguimiento',
  'Último contacto', 'Alta',
];

/** The clients' list as a CSV Excel opens in Spanish: UTF-8 with BOM, comma-separated (Mexico's list separator), CRLF. */
export function leadsCsv(leads: LeadSummary[], agentName: (agentId: string) => string): string {
  const lines = [HEADERS.map(csvCell).join(',')];
  for (const lead of leads) {
    lines.push(
      [
        lead.name,
        lead.email,
        lead.phone,
        leadSourceLabels[lead.source],
        lead.interest ? interestLabels[lead.interest] : '',
        leadStageLabels[lead.stage],
        lead.assignedAgentId ? agentName(lead.assignedAgentId) : 'Sin asignar',
        lead.operationType ? operationOptionLabels[lead.operationType] : '',
        lead.propertyType ? propertyTypeLabels[lead.propertyType] : '',
        lead.state,
        lead.city,
        lead.budgetMin,
        lead.budgetMax,
        lead.bedrooms,
        agencyStamp(lead.nextFollowUpAt),
        agencyStamp(lead.lastInquiryAt),
        agencyStamp(lead.createdAt),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${BYTE_ORDER_MARK}${lines.join('\r\n')}\r\n`;
}
