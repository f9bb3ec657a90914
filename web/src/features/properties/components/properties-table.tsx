import { formatPropertyPrice, propertyTypeLabels, type PortalPropertyRow, type PublicUser } from '@prestigio/contracts';
import { Archive, MapPin, Pencil, Tag } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { ResponsiveTable, TableCell, TableRow, type TableColumn } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';
import { formatDate } from '../../../lib/format-date';
import type { PropertyRef } from '../hooks/use-property-actions';
import { canManageProperty } from '../lib/property-permissions';
import { PropertyThumbnail } from './property-thumbnail';
import { OperationBadge, PropertyStatusBadge } from './property-badges';

export interface PropertiesTableProps {
  rows: readonly PortalPropertyRow[];
  user: Pick<PublicUser, 'id' | 'role'>;
  onChangeStatus: (listing: PropertyRef) => void;
  onArchive: (listing: PropertyRef) => void;
}

type RowActionsProps = Omit<PropertiesTableProps, 'rows' | 'user'> & { row: PortalPropertyRow; layout: 'icons' | 'buttons' };

export function editPath(id: string): string {
  return `/properties/${encodeURIComponent(id)}/edit`;
}

/** Edit, change status and archive, for a listing the user may change. */
function RowActions({ row, layout, onChangeStatus, onArchive }: RowActionsProps) {
  const compact = layout === 'icons';
  return (
    <div className={cn('flex', compact ? 'justify-end gap-0.5' : 'flex-wrap gap-1.5')}>
      <Button asChild variant={compact ? 'ghost' : 'secondary'} size="sm" className={compact ? 'w-9 px-0' : undefined}>
        <Link to={editPath(row.id)} aria-label={`Editar ${row.title}`} title="Editar">
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {!compact && 'Editar'}
        </Link>
      </Button>
      <Button
        variant={compact ? 'ghost' : 'secondary'}
        size="sm"
        className={compact ? 'w-9 px-0' : undefined}
        onClick={() => onChangeStatus(row)}
        aria-label={`Cambiar estado de ${row.title}`}
        title="Cambiar estado"
      >
        <Tag className="h-4 w-4" aria-hidden="true" />
        {!compact && 'Estado'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={cn('text-red-700 hover:bg-red-50', compact && 'w-9 px-0')}
        onClick={() => onArchive(row)}
        aria-label={`Archivar ${row.title}`}
        title="Archivar"
      >
        <Archive className="h-4 w-4" aria-hidden="true" />
        {!compact && 'Archivar'}
      </Button>
    </div>
  );
}

function Title({ row, editable }: { row: PortalPropertyRow; editable: boolean }) {
  return editable ? (
    <Link to={editPath(row.id)} className="rounded-sm font-semibold text-navy-900 hover:text-gold-700 hover:underline">
      {row.title}
    </Link>
  ) : (
    <span className="font-semibold text-navy-900">{row.title}</span>
  );
}

function Location({ row }: { row: PortalPropertyRow }) {
  return (
    <span className="inline-flex items-start gap-1 text-navy-500">
      <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>
        {row.location}, {row.state}
      </span>
    </span>
  );
}

const columns: readonly TableColumn[] = [
  { label: 'Propiedad', className: 'pr-3' },
  { label: 'Precio', className: 'px-3 text-right' },
  { label: 'Estado', className: 'px-3' },
  { label: 'Agente', className: 'px-3' },
  { label: 'Actualizada', className: 'px-3' },
  { label: 'Acciones', className: 'pl-2', srOnly: true },
];

function agentOf(row: PortalPropertyRow): string {
  return row.agentName ?? 'Sin agente asignado';
}

/**
 * The portal's listings: a table on wide screens, cards on phones and tablets. Actions appear only on listings the
 * user may change (their own, or any for an administrator).
 */
export function PropertiesTable({ rows, user, onChangeStatus, onArchive }: PropertiesTableProps) {
  return (
    <ResponsiveTable
      columns={columns}
      rows={rows.map((row) => {
        const editable = canManageProperty(user, row);
        return (
          <TableRow key={row.id} data-property-id={row.id} data-editable={editable}>
            <TableCell className="py-3 pr-3">
              <div className="flex items-center gap-3.5">
                <PropertyThumbnail
                  src={row.mainImage}
                  alt=""
                  width={72}
                  height={54}
                  className="h-[54px] w-[72px] shrink-0 rounded-md"
                />
                <div className="min-w-0 space-y-0.5 [overflow-wrap:anywhere]">
                  <Title row={row} editable={editable} />
                  <p className="text-[0.8rem] text-navy-500">
                    <span className="font-medium text-navy-700">{propertyTypeLabels[row.propertyType]}</span>
                    {' · '}
                    {row.location}, {row.state}
                    {' · '}
                    <span className="whitespace-nowrap">Ref. {row.reference}</span>
                  </p>
                </div>
              </div>
            </TableCell>
            <TableCell className="px-3 text-right">
              <OperationBadge operationType={row.operationType} />
              <p className="mt-1 font-semibold whitespace-nowrap text-navy-900 tabular-nums">
                {formatPropertyPrice(row.price, row.operationType)}
              </p>
            </TableCell>
            <TableCell className="px-3">
              <PropertyStatusBadge status={row.status} />
            </TableCell>
            <TableCell className="px-3 text-[0.85rem] [overflow-wrap:anywhere]">{agentOf(row)}</TableCell>
            <TableCell className="px-3 text-[0.85rem] whitespace-nowrap text-navy-700">{formatDate(row.updatedAt)}</TableCell>
            <TableCell className="pr-3 pl-2">
              {editable ? (
                <RowActions row={row} layout="icons" onChangeStatus={onChangeStatus} onArchive={onArchive} />
              ) : (
                <span className="sr-only">A cargo de otro agente</span>
              )}
            </TableCell>
          </TableRow>
        );
      })}
      cards={rows.map((row) => {
        const editable = canManageProperty(user, row);
        return (
          <li
            key={row.id}
            data-property-id={row.id}
            data-editable={editable}
            className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-navy-100"
          >
            <div className="relative">
              <PropertyThumbnail src={row.mainImage} alt="" width={640} height={320} className="aspect-[2/1] w-full" />
              <div className="absolute top-3 left-3 flex gap-2">
                <OperationBadge operationType={row.operationType} className="shadow-sm" />
                <PropertyStatusBadge status={row.status} className="shadow-sm" />
              </div>
            </div>
            <div className="flex flex-1 flex-col p-4">
              <p className="text-xs font-semibold tracking-wider text-gold-700 uppercase">
                {propertyTypeLabels[row.propertyType]}
              </p>
              <h3 className="mt-1 font-sans text-base leading-snug">
                <Title row={row} editable={editable} />
              </h3>
              <p className="mt-1 text-sm">
                <Location row={row} />
              </p>
              <p className="mt-3 text-lg font-semibold text-navy-900 tabular-nums">
                {formatPropertyPrice(row.price, row.operationType)}
              </p>
              <p className="mt-1 text-xs text-navy-500">
                Ref. {row.reference} · {agentOf(row)} · Actualizada {formatDate(row.updatedAt)}
              </p>
              {editable && (
                <div className="mt-4 border-t border-navy-100 pt-3">
                  <RowActions row={row} layout="buttons" onChangeStatus={onChangeStatus} onArchive={onArchive} />
                </div>
              )}
            </div>
          </li>
        );
      })}
    />
  );
}
