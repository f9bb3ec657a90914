import { Building2, MessagesSquare, Users, type LucideIcon } from 'lucide-react';
import { Logo } from '../../../components/ui/logo';

interface Blurb {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** Spec §2: property management, client follow-up and multichannel communication. */
const blurbs: readonly Blurb[] = [
  {
    icon: Building2,
    title: 'Gestión de propiedades',
    text: 'Administra tu cartera de residencias exclusivas con fichas impecables, galerías fotográficas y el estado de cada operación siempre al día.',
  },
  {
    icon: Users,
    title: 'Seguimiento de clientes',
    text: 'Acompaña a cada prospecto desde el primer contacto hasta la firma, con un historial claro de llamadas, visitas y acuerdos.',
  },
  {
    icon: MessagesSquare,
    title: 'Comunicación multicanal',
    text: 'Atiende a tus clientes por correo electrónico, WhatsApp y videollamada sin perder el hilo de ninguna conversación.',
  },
];

/** The navy side of the sign-in screen, shown on wide screens only. */
export function AuthMarketingPanel() {
  return (
    <aside className="relative hidden overflow-hidden bg-navy-900 text-white lg:sticky lg:top-0 lg:flex lg:h-screen lg:flex-col lg:justify-between lg:gap-8 lg:px-14 lg:py-12 xl:px-20">
      {/* A thin gold frame line and a soft glow: the brand's restraint rather than a photo. */}
      <div className="pointer-events-none absolute inset-6 rounded-2xl border border-gold-400/20" aria-hidden="true" />
      <div
        className="pointer-events-none absolute -top-40 -right-40 h-96 w-96 rounded-full bg-gold-400/10 blur-3xl"
        aria-hidden="true"
      />

      <a href="/" className="relative self-start rounded-md">
        <Logo />
      </a>

      <div className="relative max-w-lg">
        <p className="font-serif text-3xl leading-tight font-semibold xl:text-4xl">
          Portal interno para agentes inmobiliarios
        </p>
        <div className="my-7 h-px w-20 bg-gold-400" aria-hidden="true" />
        <ul className="space-y-6">
          {blurbs.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-5">
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gold-400/10 ring-1 ring-gold-400/40">
                <Icon className="h-6 w-6 text-gold-400" aria-hidden="true" />
              </span>
              <div>
                <h2 className="font-serif text-xl font-semibold">{title}</h2>
                <p className="mt-1.5 leading-relaxed text-navy-100">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>

      <p className="relative text-sm text-navy-200">Su socio confiable en el mercado inmobiliario de prestigio</p>
    </aside>
  );
}
