import { leadStageLabels, type LeadStage } from '@prestigio/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<LeadStage, BadgeTone> = {
  nuevo: 'gold',
  contactado: 'neutral',
  calificado: 'neutral',
  visita_agendada: 'neutral',
  negociacion: 'warning',
  ganado: 'success',
  perdido: 'danger',
};

export function LeadStageBadge({ stage }: { stage: LeadStage }) {
  return <Badge tone={tones[stage]}>{leadStageLabels[stage]}</Badge>;
}
