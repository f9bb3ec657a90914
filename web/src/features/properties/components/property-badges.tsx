import { operationBadgeLabels, propertyStatusLabels, type OperationType, type PropertyStatus } from '@prestigio/contracts';
import { Star } from 'lucide-react';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/** Published statuses read green/gold, reserved amber, closed deals navy, drafts dashed grey. */
const statusStyles: Record<PropertyStatus, { tone: BadgeTone; className?: string }> = {
  disponible: { tone: 'success' },
  destacado: { tone: 'gold' },
  apartada: { tone: 'warning' },
  vendida: { tone: 'neutral', className: 'bg-navy-900 text-white ring-navy-900' },
  rentada: { tone: 'neutral', className: 'bg-navy-700 text-white ring-navy-700' },
  borrador: { tone: 'neutral', className: 'border border-dashed border-navy-300 bg-white text-navy-500 ring-0' },
};

export function PropertyStatusBadge({ status, className }: { status: PropertyStatus; className?: string }) {
  const style = statusStyles[status];
  return (
    <Badge tone={style.tone} className={cn(style.className, className)} data-status={status}>
      {status === 'destacado' && <Star className="mr-1 h-3 w-3 fill-current" aria-hidden="true" />}
      {propertyStatusLabels[status]}
    </Badge>
  );
}

export function OperationBadge({ operationType, className }: { operationType: OperationType; className?: string }) {
  return (
    <Badge tone="neutral" className={cn('bg-white font-semibold tracking-wide text-navy-800 uppercase', className)}>
      {operationBadgeLabels[operationType]}
    </Badge>
  );
}
