import { describe, expect, it } from '@jest/globals';
import { portalNavItems } from './portal-navigation';

describe('portalNavItems', () => {
  it("lists the spec's entries in order, Usuarios last of them for an administrator, then Videollamadas and Conversaciones", () => {
    expect(portalNavItems('admin').map(({ label, to }) => [label, to])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Sitio Web', '/'],
      ['Propiedades', '/properties'],
      ['Clientes', '/leads'],
      ['Actividades', '/activities'],
      ['Calendario', '/calendar'],
      ['Usuarios', '/users'],
      ['Videollamadas', '/video-calls'],
      ['Conversaciones', '/conversations'],
    ]);
  });

  it('leaves Usuarios out for an agent', () => {
    const labels = portalNavItems('agent').map((item) => item.label);
    expect(labels).not.toContain('Usuarios');
    expect(labels).toHaveLength(8);
    expect(labels.slice(-2)).toEqual(['Videollamadas', 'Conversaciones']);
  });

  it('highlights Dashboard and Sitio Web only on their exact path, sections also on their sub-pages', () => {
    const byLabel = Object.fromEntries(portalNavItems('admin').map((item) => [item.label, item]));
    expect(byLabel.Dashboard!.end).toBe(true);
    expect(byLabel['Sitio Web']!.end).toBe(true);
    expect(byLabel.Propiedades!.end).toBeUndefined();
    expect(byLabel.Actividades!.end).toBeUndefined();
  });
});
