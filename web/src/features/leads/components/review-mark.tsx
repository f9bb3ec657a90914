import type { LeadSummary } from '@prestigio/contracts';
import { Badge } from '../../../components/ui/badge';

/** "Posible envío automático" on a client every inquiry of which looked automated (issue 23): check it before working it. */
export function ReviewMark({ lead }: { lead: Pick<LeadSummary, 'needsReview'> }) {
  return lead.needsReview ? (
    <div>
      {/* It may wrap: the clients table must still fit its box. */}
      <Badge tone="warning" className="whitespace-normal">
        Posible envío automático
      </Badge>
    </div>
  ) : null;
}
