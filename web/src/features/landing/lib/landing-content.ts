/**
 * The landing's fixed content (spec §2, counts of §9): six services, four benefits, three team members and three
 * testimonials. People are shown with their portrait over their initials, which stay when the photo does not load.
 */
export type IconName =
  | 'key'
  | 'landmark'
  | 'chart'
  | 'scale'
  | 'briefcase'
  | 'house'
  | 'award'
  | 'handshake'
  | 'gem'
  | 'shield';

export type Service = { icon: IconName; title: string; description: string };
export type Benefit = { icon: IconName; title: string; description: string };
export type TeamMember = { name: string; role: string; description: string; initials: string; image: string };
export type Testimonial = { name: string; role: string; content: string; rating: number; initials: string; image: string };

/** A square portrait from Unsplash, cropped on the face, at twice its size on screen for sharp screens. */
const portrait = (photo: string, pixels: number) =>
  `https://images.unsplash.com/${photo}?auto=format&fit=crop&crop=faces&w=${pixels * 2}&h=${pixels * 2}&q=75`;
const TEAM_PORTRAIT_PX = 112;
const TESTIMONIAL_PORTRAIT_PX = 48;

export const services: readonly Service[] = [
  {
    icon: 'house',
    title: 'Compra de propiedades',
    description:
      'Le presentamos sólo las residencias que responden a lo que busca, negociamos en su nombre y le acompañamos hasta la firma ante notario.',
  },
  {
    icon: 'landmark',
    title: 'Venta de propiedades',
    description:
      'Valuamos su inmueble con datos del mercado, lo presentamos con fotografía profesional y lo llevamos ante compradores calificados.',
  },
  {
    icon: 'key',
    title: 'Renta residencial y corporativa',
    description:
      'Seleccionamos inquilinos con investigación completa, redactamos contratos sólidos y administramos su propiedad con total transparencia.',
  },
  {
    icon: 'chart',
    title: 'Asesoría en inversión',
    description:
      'Analizamos rendimientos, plusvalía y preventas para construir un portafolio inmobiliario a la medida de sus objetivos patrimoniales.',
  },
  {
    icon: 'scale',
    title: 'Gestión legal y notarial',
    description:
      'Revisamos escrituras, gravámenes y régimen de propiedad, y coordinamos cada trámite con notarías de prestigio para una operación segura.',
  },
  {
    icon: 'briefcase',
    title: 'Avalúos y créditos',
    description:
      'Le orientamos en avalúos comerciales y en la obtención del crédito hipotecario más conveniente con las principales instituciones financieras.',
  },
];

export const benefits: readonly Benefit[] = [
  {
    icon: 'award',
    title: 'Más de 15 años de experiencia',
    description: 'Conocemos a fondo los mercados de prestigio de México y cada una de sus colonias.',
  },
  {
    icon: 'handshake',
    title: 'Atención personalizada',
    description: 'Un asesor dedicado le acompaña de principio a fin, con discreción y disponibilidad.',
  },
  {
    icon: 'gem',
    title: 'Portafolio exclusivo',
    description: 'Propiedades seleccionadas y oportunidades que no siempre llegan a los portales públicos.',
  },
  {
    icon: 'shield',
    title: 'Operaciones seguras',
    description: 'Documentación verificada y procesos legales claros para proteger su patrimonio.',
  },
];

export const team: readonly TeamMember[] = [
  {
    name: 'Alejandra Garza Montemayor',
    role: 'Directora General',
    initials: 'AG',
    image: portrait('photo-1573496359142-b8d87734a5a2', TEAM_PORTRAIT_PX),
    description:
      'Fundó Prestigio en 2010 tras una década en banca patrimonial. Ha dirigido operaciones residenciales en Ciudad de México, Monterrey y la Riviera Maya.',
  },
  {
    name: 'Ricardo Villaseñor Treviño',
    role: 'Director de Inversiones',
    initials: 'RV',
    image: portrait('photo-1560250097-0b93528c311a', TEAM_PORTRAIT_PX),
    description:
      'Economista por el ITAM. Asesora a inversionistas nacionales y extranjeros en preventas, desarrollos turísticos y portafolios de renta.',
  },
  {
    name: 'Mariana Ortega Lazcano',
    role: 'Gerente de Relaciones con Clientes',
    initials: 'MO',
    image: portrait('photo-1573497019940-1c28c88b4f3e', TEAM_PORTRAIT_PX),
    description:
      'Coordina a nuestro equipo de asesores y se asegura de que cada cliente reciba una atención puntual, cercana y sin contratiempos.',
  },
];

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Fernando y Lucía Aguilar',
    role: 'Compraron su residencia en San Pedro Garza García',
    initials: 'FA',
    image: portrait('photo-1472099645785-5658abf4ff4e', TESTIMONIAL_PORTRAIT_PX),
    rating: 5,
    content:
      'Nos mostraron exactamente lo que buscábamos, sin visitas inútiles. La negociación y el cierre ante notario fueron impecables; nos sentimos acompañados en cada paso.',
  },
  {
    name: 'Daniela Ríos',
    role: 'Vendió su departamento en Polanco',
    initials: 'DR',
    image: portrait('photo-1580489944761-15a19d654956', TESTIMONIAL_PORTRAIT_PX),
    rating: 4.5,
    content:
      'Vendieron mi departamento en menos de tres meses y por encima de lo que esperaba. La valuación fue honesta y la comunicación, constante.',
  },
  {
    name: 'James Whitfield',
    role: 'Inversionista en Tulum y Playa del Carmen',
    initials: 'JW',
    image: portrait('photo-1500648767791-00dcc994a43e', TESTIMONIAL_PORTRAIT_PX),
    rating: 5,
    content:
      'Como inversionista extranjero necesitaba seguridad jurídica. El equipo resolvió el fideicomiso, los permisos y la administración de las rentas con total profesionalismo.',
  },
];
