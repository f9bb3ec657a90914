/** The agency's public contact details, shown in the contact section, the footer and the legal pages. */
export const agency = {
  name: 'Prestigio',
  legalName: 'Prestigio Bienes Raíces, S.A. de C.V.',
  /** Digits with the country code, as tel: and wa.me links take them. */
  phoneDigits: '525552801500',
  phoneDisplay: '55 5280 1500',
  phoneHref: 'tel:+525552801500',
  whatsappHref: 'https://wa.me/525552801500',
  email: 'contacto@prestigio.mx',
  privacyEmail: 'privacidad@prestigio.mx',
  address: 'Av. Paseo de la Reforma 250, piso 12, col. Juárez, alcaldía Cuauhtémoc, C.P. 06600, Ciudad de México',
  addressShort: 'Paseo de la Reforma 250, piso 12, Ciudad de México',
  foundedYear: 2010,
} as const;

/** Spec §2 and §9: fixed office hours (Mon–Fri 9:00–18:00, Sat 10:00–14:00). */
export const officeHours = [
  { days: 'Lunes a viernes', hours: '9:00 – 18:00' },
  { days: 'Sábado', hours: '10:00 – 14:00' },
] as const;
