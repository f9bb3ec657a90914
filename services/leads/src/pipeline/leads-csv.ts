import {
  agencyParts,
  interestLabels,
  leadSourceLabels,
  leadStageLabels,
  operationOptionLabels,
  propertyTypeLabels,
  type LeadSummary,
} from '@prestigio/contracts';
import { stringify } from 'csv-stringify/sync';

/** An instant as "2026-11-24 09:30" in the agency's zone (Excel recognises it as a date and time). */
function agencyStamp(iso: string | null): string {
  if (!iso) return '';
  const { date, hour, minute } = agencyParts(new Date(iso));
  return `${date} ${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const HEADERS = [
  'Nombre', 'Correo', 'Teléfono', 'Origen', 'Interés', 'Etapa', 'Agente', 'Operación', 'Tipo de propiedad', 'Estado',
  'Ciudad o colonia', 'Presupuesto mínimo (MXN)', 'Presupuesto máximo (MXN)', 'Recámaras', 'Próximo seguimiento',
  'Último contacto', 'Alta',
];

/**
 * The clients' list as a CSV Excel opens in Spanish: UTF-8 with the byte-order mark (without it Excel garbles the
 * accents), comma-separated (Mexico's list separator), CRLF. A cell is quoted when it holds a separator, a quote or a
 * line break; a text a spreadsheet would run as a formula (= + - @, tab, carriage return first) gets an apostrophe
 * in front (CSV injection). csv-stringify does the quoting and the escaping.
 */
export function leadsCsv(leads: LeadSummary[], agentName: (agentId: string) => string): string {
  const rows = leads.map((lead) => [
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
  ]);
  return stringify([HEADERS, ...rows], {
    bom: true,
    delimiter: ',',
    record_delimiter: 'windows',
    escape_formulas: true,
    // A lone \n or \r is a line break to Excel too, though the records end in \r\n.
    quoted_match: /[\r\n]/,
  });
}
