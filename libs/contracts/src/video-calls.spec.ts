import { describe, expect, it } from '@jest/globals';
import { videoCallBookingSchema, videoCallConfirmationText } from './video-calls.js';

describe('videoCallConfirmationText', () => {
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
