import { Award, BriefcaseBusiness, ChartLine, Gem, Handshake, House, KeyRound, Landmark, Scale, ShieldCheck } from 'lucide-react';
import type { IconName } from '../lib/landing-content';

const icons = {
  key: KeyRound,
  landmark: Landmark,
  chart: ChartLine,
  scale: Scale,
  briefcase: BriefcaseBusiness,
  house: House,
  award: Award,
  handshake: Handshake,
  gem: Gem,
  shield: ShieldCheck,
} as const satisfies Record<IconName, unknown>;

export function SectionIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
