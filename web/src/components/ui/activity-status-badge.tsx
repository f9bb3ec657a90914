import { activityStatusLabels, type ActivityStatus } from '@prestigio/contracts';
import { Badge, type BadgeTone } from './badge';

const tones: Record<ActivityStatus, BadgeTone> = {
  completada: 'success',
  pendiente: 'warning',
  programada: 'neutral',
  cancelada: 'danger',
};

/** An activity's status (spec: Completada, Pendiente, Programada; and Cancelada), the same on the dashboard and in /activities. */
export function ActivityStatusBadge({ status }: { status: ActivityStatus }) {
  return <Badge tone={tones[status]}>{activityStatusLabels[status]}</Badge>;
}
