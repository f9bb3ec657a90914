import { describe, expect, it } from '@jest/globals';
import {
  addDaysToDate,
  agencyDateTimeToUtc,
  agencyParts,
  formatAgencyTime,
  videoCallBookingSchema,
  videoCallConfirmationText,
} from './video-calls.js';

describe("the agency's clock (America/Mexico_City, no daylight-saving time since 2022)", () => {
  it('puts 10:00 of a July day at 16:00Z, not 15:00Z as the abolished summer time would', () => {
    expect(agencyDateTimeToUtc('2026-07-15', 10).toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('puts 10:00 of a January day at 16:00Z as well', () => {
    expect(agencyDateTimeToUtc('2027-01-20', 10).toISOString()).toBe('2027-01-20T16:00:00.000Z');
  });

  it('reads an instant back as the wall-clock date, hour and ISO weekday', () => {
    expect(agencyParts(new Date('2026-07-15T16:00:00Z'))).toEqual({ date: '2026-07-15', hour: 10, minute: 0, second: 0, isoWeekday: 3 });
    // 02:00Z on a Sunday is still Saturday evening in Mexico City.
    expect(agencyParts(new Date('2026-11-29T02:30:00Z'))).toMatchObject({ date: '2026-11-28', hour: 20, minute: 30, isoWeekday: 6 });
    expect(formatAgencyTime(new Date('2027-01-20T23:00:00Z'))).toBe('17:00');
  });

  it('adds days across month and year ends', () => {
    expect(addDaysToDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDate('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('says the date and time in Spanish in the confirmation', () => {
    expect(videoCallConfirmationText(new Date('2026-07-15T16:00:00Z'))).toBe(
      'Tu videollamada quedó agendada para el miércoles, 15 de julio de 2026 a las 10:00 (hora del centro de México). Recibirás un correo electrónico con los detalles de conexión.',
    );
  });
});

describe('videoCallBookingSchema', () => {
  it('accepts the spec body and rejects others with Spanish messages', () => {
    const leadId = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
    expect(videoCallBookingSchema.safeParse({ leadId, scheduledAt: '2026-07-15T16:00:00.000Z', durationMinutes: 30 }).success).toBe(true);
    const bad = videoCallBookingSchema.safeParse({ leadId: 'x', scheduledAt: 'mañana', durationMinutes: 60 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((issue) => issue.message)).toEqual([
      'Falta el cliente de la videollamada',
      'Selecciona una fecha y hora válidas',
      'La videollamada dura 30 minutos',
    ]);
  });
});
