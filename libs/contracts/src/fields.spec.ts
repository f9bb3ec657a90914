import { describe, expect, it } from '@jest/globals';
import { acceptedDateTime, acceptedDay, blankAsUndefined, lineText, paragraphText } from './fields.js';
import { singleLineName } from './text.js';

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('lineText and paragraphText', () => {
  it('refuse control characters anywhere, naming the field; a paragraph keeps tabs and line breaks', () => {
    const name = lineText('El nombre').min(2);
    const message = paragraphText('El mensaje');
    for (const text of ['Ana\u0000Ruiz', 'Ana\r\nBcc: x@y.z', '\u000BAna', 'Ana\u000C', 'Ana\u001B[31m', 'Ana\u007F']) {
      expect(firstMessage(name.safeParse(text))).toBe('El nombre no puede contener saltos de línea ni caracteres de control');
    }
    expect(name.parse('  Ana Ruiz  ')).toBe('Ana Ruiz');
    expect(message.parse('Hola,\r\n\tgracias\n')).toBe('Hola,\r\n\tgracias');
    expect(firstMessage(message.safeParse('Hola\u0000'))).toBe('El mensaje no puede contener caracteres de control');
  });

  it('never take a form feed or vertical tab for a blank field', () => {
    const city = blankAsUndefined(lineText('La ciudad').optional());
    expect(city.parse('   ')).toBeUndefined();
    expect(city.safeParse('\u000C').success).toBe(false);
  });
});

describe('acceptedDay and acceptedDateTime', () => {
  const day = acceptedDay('Fecha no válida');
  const instant = acceptedDateTime('Fecha no válida');
  const inYears = (years: number) => new Date(Date.now() + years * 365.25 * 86_400_000);

  it('accept 2000 to ten years ahead and refuse the rest with one Spanish message', () => {
    expect(day.parse('2000-01-01')).toBe('2000-01-01');
    expect(instant.parse(inYears(9.9).toISOString())).toBeDefined();
    for (const value of ['1999-12-31', '0001-01-01', '9999-12-31', inYears(10.1).toISOString().slice(0, 10)]) {
      expect(firstMessage(day.safeParse(value))).toBe('La fecha debe estar entre el 1 de enero de 2000 y 10 años a partir de hoy');
    }
    for (const value of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1999-12-31T23:59:59Z']) {
      expect(firstMessage(instant.safeParse(value))).toBe('La fecha debe estar entre el 1 de enero de 2000 y 10 años a partir de hoy');
    }
  });

  it('give only the format message for a malformed date', () => {
    for (const value of ['mañana', '275760-09-13', '+275760-09-13T00:00:00.000Z', '2026-13-01']) {
      expect(day.safeParse(value).error?.issues.map((issue) => issue.message)).toEqual(['Fecha no válida']);
    }
  });
});

describe('singleLineName', () => {
  it('puts a name on one trimmed line of at most 100 characters, or null when nothing is left', () => {
    expect(singleLineName('  Ana\r\nBcc: x@y.z\u0000\u2028Pérez  ')).toBe('Ana Bcc: x@y.z Pérez');
    expect(singleLineName('x'.repeat(300))).toHaveLength(100);
    expect(singleLineName('\r\n\t')).toBeNull();
    expect(singleLineName(null)).toBeNull();
  });
});
