import { userStatusLabels, type UserStatus } from '@prestigio/contracts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const tones: Record<UserStatus, BadgeTone> = { pending: 'warning', active: 'success', deactivated: 'danger' };

export function UserStatusBadge({ status, className }: { status: UserStatus; className?: string }) {
  return (
    <Badge tone={tones[status]} className={className}>
      {userStatusLabels[status]}
    </Badge>
  );
}
