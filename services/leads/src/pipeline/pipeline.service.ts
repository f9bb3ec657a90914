import { BadRequestException, ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import {
  EventSubjects,
  pendingDetailFieldLabels,
  formatAgencyDate,
  formatAgencyTime,
  interestLabels,
  leadStageLabels,
  leadStages,
  operationOptionLabels,
  propertyTypeLabels,
  type AssignableAgents,
  type Identity,
  type LeadAssign,
  type LeadAssignedEvent,
  type LeadBoard,
  type LeadDetail,
  type LeadListQuery,
  type LeadNote,
  type LeadPage,
  type LeadStageChange,
  type LeadCreate,
  type LeadUpdate,
  type LeadMerge,
  type TimelineKind,
  leadUpdateSchema,
} from '@prestigio/contracts';
import { OutboxService } from '@prestigio/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivitiesRepository } from '../activities/activities.repository.js';
import { AssignmentService } from '../assignment/assignment.service.js';
import { LeadMails } from '../leads/lead-mails.js';
import { EDITABLE_COLUMNS, type EditableField, type LeadRecord } from '../leads/lead-record.js';
import { LeadTimelineRepository } from '../leads/lead-timeline.repository.js';
import { TimelineAuthors } from '../leads/timeline-authors.js';
import { leadWantsFields } from '../leads/contact-inquiry.js';
import { LeadsRepository, type PendingValues } from '../leads/leads.repository.js';
import { describeDetails, LeadsService } from '../leads/leads.service.js';
import { leadsCsv } from './leads-csv.js';
import { phoneKey } from '../leads/phone-key.js';
import { LEAD_PAGE_SIZE, PipelineRepository } from './pipeline.repository.js';
import { SavedSearchesRepository } from '../saved-searches/saved-searches.repository.js';

const NOT_FOUND = 'Cliente no encontrado';
/** Cards per kanban column; the column's count and total cover all of it. */
export const BOARD_CARD_LIMIT = 50;
/** Rows one CSV export carries at most. */
export const EXPORT_LIMIT = 50_000;

/** Each editable field's label on the timeline: the same words the "datos por confirmar" use. */
const fieldLabels: Record<EditableField, string> = pendingDetailFieldLabels;

const pesos = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', maximumFractionDigits: 0 });

/** A field's value as the timeline shows it. */
function shown(field: EditableField, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(vacío)';
  switch (field) {
    case 'budgetMin':
    case 'budgetMax':
      return pesos.format(Number(value));
    case 'nextFollowUpAt':
      return `${formatAgencyDate(new Date(String(value)))} ${formatAgencyTime(new Date(String(value)))}`;
    case 'interest':
      return interestLabels[value as keyof typeof interestLabels] ?? String(value);
    case 'operationType':
      return operationOptionLabels[value as keyof typeof operationOptionLabels] ?? String(value);
    case 'propertyType':
      return propertyTypeLabels[value as keyof typeof propertyTypeLabels] ?? String(value);
    default:
      return String(value);
  }
}

/** The same value, as stored and as sent (dates compared as instants). */
function sameValue(field: EditableField, before: unknown, after: unknown): boolean {
  if (field === 'nextFollowUpAt' && before && after) return new Date(String(before)).getTime() === new Date(String(after)).getTime();
  return (before ?? null) === (after ?? null);
}

/** What a merged client knew that the survivor does not (or knows otherwise): offered as "datos por confirmar". */
function differingFields(survivor: LeadRecord, other: LeadRecord): PendingValues {
  const offered: PendingValues = {};
  for (const field of ['name', 'email', 'phone', 'interest', 'nextFollowUpAt', ...leadWantsFields] as const) {
    const value = other[field];
    if (value === null || sameValue(field, survivor[field], value)) continue;
    // One number written two ways is the same phone.
    if (field === 'phone' && survivor.phone !== null && phoneKey(survivor.phone) !== null && phoneKey(survivor.phone) === phoneKey(String(value))) continue;
    offered[field] = value;
  }
  return offered;
}

/** The portal's rules for leads: who sees which, stage changes with their reason, notes; every change on the timeline. */
@Injectable()
export class PipelineService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pipeline: PipelineRepository,
    private readonly timeline: LeadTimelineRepository,
    private readonly authors: TimelineAuthors,
    private readonly assignment: AssignmentService,
    private readonly mails: LeadMails,
    private readonly leads: LeadsService,
    private readonly leadRecords: LeadsRepository,
    private readonly activities: ActivitiesRepository,
    private readonly savedSearches: SavedSearchesRepository,
    private readonly outbox: OutboxService,
  ) {}

  /** Only an admin may look at another agent's leads: an agent naming someone else gets their own. */
  private scoped(caller: Identity, query: LeadListQuery): LeadListQuery {
    const agent = caller.role !== 'admin' && query.agent && query.agent !== 'me' && query.agent !== 'none' ? 'me' : query.agent;
    return { ...query, ...(agent ? { agent } : {}) };
  }

  async board(caller: Identity, query: LeadListQuery): Promise<LeadBoard> {
    const { stage: _ignored, ...filters } = this.scoped(caller, query);
    const { totals, leads } = await this.pipeline.board(caller, filters, BOARD_CARD_LIMIT);
    return {
      cardLimit: BOARD_CARD_LIMIT,
      columns: leadStages.map((stage) => {
        const total = totals.find((row) => row.stage === stage);
        return { stage, count: total?.count ?? 0, budgetTotal: total?.budgetTotal ?? 0, leads: leads.filter((lead) => lead.stage === stage) };
      }),
    };
  }

  async agents(): Promise<AssignableAgents> {
    return { agents: (await this.assignment.everyone()).map((agent) => ({ id: agent.id, name: agent.fullName ?? agent.username, role: agent.role })) };
  }

  /** The filtered list (every page, at most EXPORT_LIMIT rows) as a CSV Excel opens in Spanish. */
  async exportCsv(caller: Identity, query: LeadListQuery): Promise<string> {
    const [rows, agents] = await Promise.all([this.pipeline.exportRows(caller, this.scoped(caller, query), EXPORT_LIMIT), this.assignment.everyone()]);
    const names = new Map(agents.map((agent) => [agent.id, agent.fullName ?? agent.username]));
    return leadsCsv(rows, (agentId) => names.get(agentId) ?? 'Agente inactivo');
  }

  /**
   * A client added by hand. A known e-mail gets a new inquiry and "datos por confirmar", never a twin; on a client
   * another agent attends the inquiry is recorded and nothing else changes, and the caller learns only that it exists.
   */
  async create(caller: Identity, input: LeadCreate): Promise<LeadDetail & { merged: boolean }> {
    const { leadId, attachment } = await this.leads.recordByAgent(caller, input);
    if (attachment === 'other_agents') throw new ConflictException('Ese cliente ya existe y lo atiende otro agente');
    return { ...(await this.detail(caller, leadId)), merged: attachment === 'same_email' };
  }

  /** Each field sent that differs is written, and lands on the timeline as "Campo: antes → después". */
  async update(caller: Identity, leadId: string, update: LeadUpdate): Promise<LeadDetail> {
    await this.dataSource.transaction(async (manager) => {
      const lead = await this.leadRecords.findVisible(manager, caller, leadId, true);
      if (!lead) throw new NotFoundException(NOT_FOUND);
      await this.applyChanges(manager, caller, lead, update, 'field_changed', '');
    });
    return this.detail(caller, leadId);
  }

  /**
   * Writes what differs, after the rules every edit keeps (budget order, a way to reach the client, an e-mail no
   * other client holds), each change on the timeline as `kind` with `prefix`.
   */
  private async applyChanges(manager: EntityManager, caller: Identity, lead: LeadRecord, update: LeadUpdate, kind: TimelineKind, prefix: string): Promise<void> {
    const changes: Partial<Record<EditableField, unknown>> = {};
    for (const field of Object.keys(EDITABLE_COLUMNS) as EditableField[]) {
      const value = update[field];
      if (value === undefined || sameValue(field, lead[field], value)) continue;
      changes[field] = value;
    }
    const budgetMin = 'budgetMin' in changes ? (changes.budgetMin as number | null) : lead.budgetMin;
    const budgetMax = 'budgetMax' in changes ? (changes.budgetMax as number | null) : lead.budgetMax;
    if (budgetMin !== null && budgetMax !== null && budgetMin > budgetMax) {
      throw new BadRequestException('El presupuesto mínimo no puede ser mayor que el máximo');
    }
    const email = 'email' in changes ? (changes.email as string | null) : lead.email;
    const phone = 'phone' in changes ? (changes.phone as string | null) : lead.phone;
    if (email === null && phone === null) throw new BadRequestException('Indica un correo o un teléfono');
    const phoneDigits = 'phone' in changes ? (phone === null ? null : phoneKey(phone)) : undefined;
    // The e-mail is who a client is (unique); a phone may be shared (a household, an office).
    if ('email' in changes && email !== null && (await this.leadRecords.holderOfContact(manager, lead.id, email, null)).email) {
      throw new ConflictException('Otro cliente ya tiene ese correo');
    }
    await this.leadRecords.update(manager, lead.id, changes, phoneDigits);
    for (const [field, value] of Object.entries(changes) as Array<[EditableField, unknown]>) {
      const summary = `${prefix}${fieldLabels[field]}: ${shown(field, lead[field])} → ${shown(field, value)}`;
      await this.timeline.record(manager, lead.id, kind, summary, caller.userId);
    }
  }

  /** "Datos por confirmar": the agent accepts one, which is written on the client like an edit, or dismisses it. */
  async resolvePendingDetail(caller: Identity, leadId: string, detailId: string, accept: boolean): Promise<LeadDetail> {
    await this.dataSource.transaction(async (manager) => {
      const lead = await this.leadRecords.findVisible(manager, caller, leadId, true);
      if (!lead) throw new NotFoundException(NOT_FOUND);
      const detail = await this.leadRecords.lockPendingDetail(manager, leadId, detailId);
      if (!detail) throw new NotFoundException('Ese dato ya no está por confirmar');
      await this.leadRecords.removePendingDetail(manager, detailId);
      if (!accept) {
        const summary = `Dato descartado: ${fieldLabels[detail.field]} «${shown(detail.field, detail.value)}»`;
        await this.timeline.record(manager, leadId, 'details_resolved', summary, caller.userId);
        return;
      }
      const parsed = leadUpdateSchema.safeParse({ [detail.field]: detail.value });
      if (!parsed.success) throw new BadRequestException('Ese dato no es válido: corríjalo en los datos del cliente');
      await this.applyChanges(manager, caller, lead, parsed.data, 'details_resolved', 'Dato aceptado — ');
    });
    return this.detail(caller, leadId);
  }

  /**
   * Two clients marked as possible duplicates are one person: `otherId` joins `leadId`, which keeps its own contact
   * details; the other's inquiries, timeline and activities move over, and what it knew differently waits as "datos
   * por confirmar". Only an agent who may see both (and an admin) merges; the merge is on the timeline.
   */
  async merge(caller: Identity, leadId: string, { otherId }: LeadMerge): Promise<LeadDetail> {
    if (otherId === leadId) throw new BadRequestException('Elige otro cliente');
    await this.dataSource.transaction(async (manager) => {
      // Locked in id order, so two merges of the same pair never wait on each other in a cycle.
      const [first, second] = [leadId, otherId].sort();
      const locked = [await this.leadRecords.findVisible(manager, caller, first!, true), await this.leadRecords.findVisible(manager, caller, second!, true)];
      const survivor = locked.find((lead) => lead?.id === leadId);
      const other = locked.find((lead) => lead?.id === otherId);
      if (!survivor || !other) throw new NotFoundException(NOT_FOUND);
      if (!(await this.leadRecords.markedAsDuplicates(manager, leadId, otherId))) {
        throw new ConflictException('Solo se unen clientes marcados como posible duplicado');
      }
      await this.timeline.moveToLead(manager, otherId, leadId);
      await this.activities.moveToLead(manager, otherId, leadId);
      await this.savedSearches.moveToLead(manager, otherId, leadId);
      await this.leadRecords.mergeInto(manager, leadId, otherId);
      const offered = differingFields(survivor, other);
      const added = await this.leadRecords.addPendingDetails(manager, leadId, null, offered);
      const from = `${other.name ?? 'Cliente'}${other.email ? ` <${other.email}>` : ''}${other.phone ? `, ${other.phone}` : ''}`;
      await this.timeline.record(manager, leadId, 'merged', `Unido con el cliente ${from} (creado el ${formatAgencyDate(new Date(other.createdAt))})`, caller.userId);
      if (Object.keys(added).length > 0) {
        await this.timeline.record(manager, leadId, 'details_pending', `Datos por confirmar de la unión: ${describeDetails(added)}`, caller.userId);
      }
    });
    return this.detail(caller, leadId);
  }

  /**
   * An admin gives a lead to any active agent or admin, or to nobody; an agent may only take an unassigned lead for
   * themselves. The new agent hears of it by e-mail; other services by `leads.lead.assigned` (the live chat's inbox).
   */
  async assign(caller: Identity, leadId: string, { agentId }: LeadAssign): Promise<LeadDetail> {
    const agent = agentId === null ? null : await this.assignment.agentById(agentId);
    if (agentId !== null && !agent) throw new BadRequestException('Ese agente no existe o no está activo');
    await this.dataSource.transaction(async (manager) => {
      const lead = await this.leadRecords.findVisible(manager, caller, leadId, true);
      if (!lead) throw new NotFoundException(NOT_FOUND);
      if (lead.assignedAgentId === agentId) return;
      if (caller.role !== 'admin' && !(lead.assignedAgentId === null && agentId === caller.userId)) {
        throw new ForbiddenException('Solo un administrador puede reasignar clientes');
      }
      await this.leadRecords.setAssignee(manager, leadId, agentId);
      const assigned: LeadAssignedEvent = { leadId, agentId, previousAgentId: lead.assignedAgentId };
      await this.outbox.enqueue(manager, EventSubjects.leadAssigned, assigned);
      const summary = agent ? `Asignado a ${agent.fullName ?? agent.username}` : 'Sin agente asignado';
      await this.timeline.record(manager, leadId, 'assigned', summary, caller.userId);
      if (agent && agent.id !== caller.userId) {
        await this.mails.leadAssigned(manager, agent, leadId, {
          source: lead.source,
          name: lead.name ?? 'Cliente',
          email: lead.email,
          phone: lead.phone,
          interest: lead.interest,
        });
      }
    });
    return this.detail(caller, leadId);
  }

  /** "No es la misma persona": the possible-duplicate mark between two clients the caller sees is removed, on both timelines. */
  async dismissDuplicate(caller: Identity, leadId: string, otherId: string): Promise<LeadDetail> {
    await this.dataSource.transaction(async (manager) => {
      const [first, second] = [leadId, otherId].sort();
      const locked = [await this.leadRecords.findVisible(manager, caller, first!, true), await this.leadRecords.findVisible(manager, caller, second!, true)];
      const lead = locked.find((candidate) => candidate?.id === leadId);
      const other = locked.find((candidate) => candidate?.id === otherId);
      if (!lead || !other || !(await this.leadRecords.markedAsDuplicates(manager, leadId, otherId))) throw new NotFoundException(NOT_FOUND);
      await this.leadRecords.unmarkDuplicates(manager, leadId, otherId);
      await this.timeline.record(manager, leadId, 'possible_duplicate', `No es la misma persona que ${other.name ?? 'el otro cliente'}: se quitó la marca de posible duplicado`, caller.userId);
      await this.timeline.record(manager, otherId, 'possible_duplicate', `No es la misma persona que ${lead.name ?? 'el otro cliente'}: se quitó la marca de posible duplicado`, caller.userId);
    });
    return this.detail(caller, leadId);
  }

  async list(caller: Identity, query: LeadListQuery): Promise<LeadPage> {
    const { leads, total } = await this.pipeline.list(caller, this.scoped(caller, query));
    return { leads, total, page: query.page, pageSize: LEAD_PAGE_SIZE };
  }

  async detail(caller: Identity, leadId: string): Promise<LeadDetail> {
    const manager = this.dataSource.manager;
    const lead = await this.leadRecords.findVisible(manager, caller, leadId);
    if (!lead) throw new NotFoundException(NOT_FOUND);
    const [inquiries, timeline, pendingDetails, duplicates] = await Promise.all([
      this.leadRecords.inquiries(manager, leadId, lead.assignedAgentId),
      this.timeline.forLead(manager, leadId),
      this.leadRecords.pendingDetails(manager, leadId),
      this.leadRecords.duplicatesOf(manager, leadId),
    ]);
    const authors = await this.authors.namesOf(timeline.map((entry) => entry.actorId));
    const visible = (other: { assignedAgentId: string | null }) => caller.role === 'admin' || other.assignedAgentId === null || other.assignedAgentId === caller.userId;
    return {
      ...lead,
      inquiries,
      timeline: timeline.map((entry) => ({ ...entry, actorName: entry.actorId ? (authors.get(entry.actorId) ?? null) : null })),
      pendingDetails,
      duplicates: duplicates.filter(visible).map(({ assignedAgentId: _agent, ...duplicate }) => duplicate),
      hiddenDuplicate: duplicates.some((other) => !visible(other)),
    };
  }

  async changeStage(caller: Identity, leadId: string, change: LeadStageChange): Promise<LeadDetail> {
    await this.dataSource.transaction(async (manager) => {
      const lead = await this.leadRecords.findVisible(manager, caller, leadId, true);
      if (!lead) throw new NotFoundException(NOT_FOUND);
      if (lead.stage === change.stage && change.stage !== 'perdido') return;
      const lostReason = change.stage === 'perdido' ? change.lostReason! : null;
      await this.leadRecords.setStage(manager, leadId, change.stage, lostReason);
      const summary = `Etapa: ${leadStageLabels[lead.stage]} → ${leadStageLabels[change.stage]}${lostReason ? ` (motivo: ${lostReason})` : ''}`;
      await this.timeline.record(manager, leadId, 'stage_changed', summary, caller.userId);
    });
    return this.detail(caller, leadId);
  }

  async addNote(caller: Identity, leadId: string, note: LeadNote): Promise<LeadDetail> {
    await this.dataSource.transaction(async (manager) => {
      if (!(await this.leadRecords.findVisible(manager, caller, leadId))) throw new NotFoundException(NOT_FOUND);
      await this.timeline.record(manager, leadId, 'note', note.text, caller.userId);
    });
    return this.detail(caller, leadId);
  }
}
