import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { formatMXN, leadStageLabels, type LeadStage, type LeadSummary, type PublicUser } from '@prestigio/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '../../../components/ui/dialog';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../components/ui/toast';
import { apiErrorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUrlFilters } from '../../../lib/use-url-filters';
import { leadBoardUrl, useAssignableAgents, useLeadBoard, useMoveLead } from '../api/leads';
import { LeadCard, LeadFilters } from './lead-list';

/**
 * A drag that ends over the client's name ends with a click on its link: dnd-kit keeps that click from React (so the
 * router's Link does not run), but not from the browser, which would follow the link and open the client. The click
 * comes with the release; a little later (dnd-kit's own wait for it) a click is the user's again.
 */
function keepDropFromFollowingLinks() {
  const preventDefault = (event: MouseEvent) => event.preventDefault();
  window.addEventListener('click', preventDefault, { capture: true, once: true });
  setTimeout(() => window.removeEventListener('click', preventDefault, { capture: true }), 50);
}

function DraggableCard({ lead, agentName }: { lead: LeadSummary; agentName: string }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: lead.id, data: { lead } });
  return (
    <li
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription="tarjeta movible"
      aria-label={`${lead.name ?? 'Sin nombre'}: arrastre a otra etapa`}
      data-lead-id={lead.id}
      style={transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined}
      className={cn(
        'cursor-grab touch-manipulation rounded-lg bg-white p-3 shadow-sm ring-1 ring-navy-100 focus-visible:ring-2 focus-visible:ring-gold-500 focus-visible:outline-none',
        isDragging && 'relative z-10 cursor-grabbing shadow-lg ring-gold-400',
      )}
    >
      <LeadCard lead={lead} agentName={agentName} />
    </li>
  );
}

interface ColumnProps {
  stage: LeadStage;
  count: number;
  budgetTotal: number;
  leads: LeadSummary[];
  agentName: (lead: LeadSummary) => string;
}

function Column({ stage, count, budgetTotal, leads, agentName }: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const hidden = count - leads.length;
  return (
    <section
      ref={setNodeRef}
      aria-label={leadStageLabels[stage]}
      data-stage={stage}
      className={cn('flex w-72 shrink-0 flex-col rounded-xl bg-navy-50 p-3 ring-1 ring-navy-100 transition-colors', isOver && 'bg-gold-50 ring-gold-400')}
    >
      <header className="mb-3 px-1">
        <h3 className="flex items-center justify-between font-semibold text-navy-900">
          {leadStageLabels[stage]}
          <span className="rounded-full bg-white px-2 py-0.5 text-xs text-navy-700 ring-1 ring-navy-100" data-testid="column-count">
            {count.toLocaleString('es-MX')}
          </span>
        </h3>
        <p className="text-xs text-navy-600" data-testid="column-total">
          {formatMXN(budgetTotal)}
        </p>
      </header>
      <ul className="flex min-h-24 flex-col gap-2">
        {leads.map((lead) => (
          <DraggableCard key={lead.id} lead={lead} agentName={agentName(lead)} />
        ))}
      </ul>
      {hidden > 0 ? <p className="mt-2 px-1 text-xs text-navy-600">y {hidden.toLocaleString('es-MX')} más: use los filtros o la tabla</p> : null}
    </section>
  );
}

/**
 * The pipeline as a kanban: a column per stage with its count and the sum of its budgets (over the whole column,
 * computed by the server), cards dragged between columns (mouse, touch or keyboard). Moving to "Perdido" asks why.
 */
export function LeadBoard({ user }: { user: PublicUser }) {
  const { search } = useUrlFilters();
  const { data, error, mutate } = useLeadBoard(leadBoardUrl(search));
  const { nameOf } = useAssignableAgents();
  const moveLead = useMoveLead();
  const [losing, setLosing] = useState<LeadSummary | null>(null);
  const [lostReason, setLostReason] = useState('');
  const sensors = useSensors(
    // A few pixels before a drag starts, so the card's link still opens on a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor),
  );

  const move = async (lead: LeadSummary, stage: LeadStage, reason?: string) => {
    try {
      await moveLead(lead.id, { stage, ...(reason ? { lostReason: reason } : {}) });
      await mutate();
      toast({ title: 'Etapa actualizada', description: `${lead.name ?? 'El cliente'}: ${leadStageLabels[stage]}` });
    } catch (failure) {
      toast({ title: 'Error', description: apiErrorMessage(failure) ?? 'No se pudo mover al cliente.', variant: 'destructive' });
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    keepDropFromFollowingLinks();
    const lead = active.data.current?.lead as LeadSummary | undefined;
    const stage = over?.id as LeadStage | undefined;
    if (!lead || !stage || stage === lead.stage) return;
    if (stage === 'perdido') {
      setLostReason('');
      setLosing(lead);
      return;
    }
    void move(lead, stage);
  };

  const confirmLost = (event: FormEvent) => {
    event.preventDefault();
    if (!losing || !lostReason.trim()) return;
    void move(losing, 'perdido', lostReason.trim());
    setLosing(null);
  };

  if (error) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-6 py-4 text-red-800">
        No se pudo cargar el tablero. Intenta nuevamente.
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <LeadFilters user={user} showStage={false} />
      {!data ? (
        <p className="text-navy-600">Cargando tablero…</p>
      ) : (
        <DndContext sensors={sensors} onDragEnd={onDragEnd} onDragCancel={keepDropFromFollowingLinks} accessibility={{ screenReaderInstructions: { draggable: 'Pulsa espacio para tomar la tarjeta, usa las flechas para moverla y espacio otra vez para soltarla.' } }}>
          <div className="-mx-4 flex gap-4 overflow-x-auto px-4 pb-4" role="list" aria-label="Tablero de clientes por etapa">
            {data.columns.map((column) => (
              <div role="listitem" key={column.stage}>
                <Column {...column} agentName={(lead) => nameOf(lead.assignedAgentId, { me: user.id })} />
              </div>
            ))}
          </div>
        </DndContext>
      )}
      <Dialog open={losing !== null} onOpenChange={(open) => (open ? null : setLosing(null))}>
        <DialogContent>
          <form onSubmit={confirmLost}>
            <DialogTitle>¿Por qué se perdió?</DialogTitle>
            <DialogDescription>{losing?.name ?? 'El cliente'} pasará a Perdido. El motivo queda en su historial.</DialogDescription>
            <label htmlFor="board-lost-reason" className="mt-4 mb-1 block text-sm font-medium text-navy-900">
              Motivo
            </label>
            <Textarea id="board-lost-reason" rows={3} maxLength={500} value={lostReason} onChange={(event) => setLostReason(event.target.value)} required />
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={() => setLosing(null)}>
                Cancelar
              </Button>
              <Button type="submit" variant="gold" disabled={!lostReason.trim()}>
                Marcar como perdido
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </div>
  );
}
