import type { LeadInquiry } from '@prestigio/contracts';
import { Badge } from '../../../components/ui/badge';

/** The contact details exactly as one inquiry gave them, and its marks (automated-looking, recorded by another agent). */
export function LeadInquiryContact({ inquiry }: { inquiry: LeadInquiry }) {
  const given = [inquiry.contactName, inquiry.contactEmail, inquiry.contactPhone].filter((value) => value !== null);
  return (
    <>
      {given.length > 0 ? <p className="break-all text-xs text-navy-700">Datos dados: {given.join(' · ')}</p> : null}
      {inquiry.needsReview || inquiry.recordedByOtherAgent ? (
        <p className="mt-1 flex flex-wrap gap-1">
          {inquiry.needsReview ? <Badge tone="warning">Posible envío automático</Badge> : null}
          {inquiry.recordedByOtherAgent ? <Badge>Registrada por otro agente</Badge> : null}
        </p>
      ) : null}
    </>
  );
}
