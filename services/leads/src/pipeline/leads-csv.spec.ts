import { describe, expect, it } from '@jest/globals';
import type { LeadSummary } from '@prestigio/contracts';
import { leadsCsv } from './leads-csv.js';

const lead: LeadSummary = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'José Ñúñez, "Pepe"',
  email: 'jose@example.mx',
  phone: '55 1234 5678',
  source: 'manual',
  interest: 'compra',
  stage: 'negociacion',
  assignedAgentId: '00000000-0000-4000-8000-000000000002',
  nextFollowUpAt: '2026-07-15T15:30:00.000Z',
  lastInquiryAt: '2026-01-15T15:30:00.000Z',
  createdAt: '2026-01-15T15:30:00.000Z',
  needsReview: false,
  operationType: 'comprar',
  propertyType: 'casa',
  state: 'Ciudad de México',
  city: 'Polanco',
  budgetMin: 8_000_000,
  budgetMax: 12_000_000,
  bedrooms: 3,
};

describe('leadsCsv', () => {
  it('starts with the BOM, keeps accents, quotes commas and quotes, and writes times in Mexico City (no DST in July or January)', () => {
    const csv = leadsCsv([lead], () => 'María García');
    expect(csv.startsWith('\uFEFFNombre,Correo,Teléfono,')).toBe(true);
    const [, row] = csv.split('\r\n');
    expect(row).toBe(
      '"José Ñúñez, ""Pepe""",jose@example.mx,55 1234 5678,Manual,Compra,Negociación,María García,Comprar,Casa,Ciudad de México,Polanco,8000000,12000000,3,2026-07-15 09:30,2026-01-15 09:30,2026-01-15 09:30',
    );
  });

  it('neutralises what a spreadsheet would run as a formula', () => {
    const csv = leadsCsv([{ ...lead, name: '=HYPERLINK("http://x")', phone: '+52 55 1234 5678', bedrooms: -5 }], () => 'María García');
    const cells = csv.split('\r\n')[1]!;
    expect(cells.startsWith(`"'=HYPERLINK(""http://x"")",jose@example.mx,'+52 55 1234 5678,`)).toBe(true);
    expect(cells).toContain(',12000000,-5,');
  });

  it('quotes line breaks inside a cell and ends every record with CRLF', () => {
    const csv = leadsCsv([{ ...lead, name: 'Ana\nLuz', city: 'Roma\rNorte' }], () => 'María García');
    expect(csv).toContain('\r\n"Ana\nLuz",');
    expect(csv).toContain(',"Roma\rNorte",');
    expect(csv.endsWith('2026-01-15 09:30\r\n')).toBe(true);
  });
});
