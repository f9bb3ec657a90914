import { ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import {
  addDaysToDate,
  AGENCY_TIME_ZONE,
  agencyParts,
  VIDEO_CALL_DURATION_MINUTES,
  VideoCallMessages,
  type ActiveAgent,
  type Availability,
  type Identity,
  type LeadContact,
  type PortalVideoCall,
  type PublicVideoCall,
  type VideoCallBooking,
  type VideoCallOutcome,
} from '@prestigio/contracts';
import { invalidDataException, MailQueue, SERVICE_ENV } from '@prestigio/nest-common';
import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { SchedulingEnv } from '../config/env.js';
import { VideoCallEventsPublisher } from '../events/video-call-events.publisher.js';
import { horizonOf, slotProblem, slotsOf, type AgencyCalendar } from './agency-calendar.js';
import { AgentDirectoryClient } from './agent-directory.client.js';
import { LeadDirectoryClient } from './lead-directory.client.js';
import { mailsForChange, moveOfferMail, reminderKeys, type CallChange, type CancelledBy } from './video-call-mails.js';
import { slotConflictOf, VideoCallsRepository } from './video-calls.repository.js';
import type { VideoCall } from './video-call.entity.js';

const MAX_RANGE_DAYS = 62;
const DEFAULT_LIST_DAYS = 30;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

/** Whom a portal booking may be with: an agent books with themselves; an admin with any agent (the client's first). */
function portalBookingMayUse(identity: Identity): (agent: ActiveAgent) => boolean {
  return (agent) => identity.role === 'admin' || agent.id === identity.userId;
}

/**
 * The booking rules: the agency's calendar up to VIDEO_CALL_HORIZON_DAYS ahead, one call per agent at a time, one
 * upcoming call per client, e-mails and events.
 */
@Injectable()
export class VideoCallsService {
  private readonly logger = new Logger('VideoCallsService');
  private readonly calendar: AgencyCalendar;

  constructor(
    private readonly repository: VideoCallsRepository,
    private readonly agentDirectory: AgentDirectoryClient,
    private readonly leadDirectory: LeadDirectoryClient,
    private readonly mailQueue: MailQueue,
    private readonly events: VideoCallEventsPublisher,
    @Inject(SERVICE_ENV) private readonly env: SchedulingEnv,
  ) {
    this.calendar = {
      openDays: env.SCHEDULING_OPEN_DAYS,
      firstHour: env.SCHEDULING_FIRST_HOUR,
      lastHour: env.SCHEDULING_LAST_HOUR,
      closedDates: env.SCHEDULING_CLOSED_DATES,
    };
  }

  /**
   * The public booking: `leadId` is the opaque id the visitor was given for their inquiry; the CRM resolves it (for a
   * limited time) to the client and the contact details that inquiry gave, which the e-mails use.
   */
  async book(booking: VideoCallBooking): Promise<PublicVideoCall> {
    const start = new Date(booking.scheduledAt);
    this.assertBookable(start);
    const lead = await this.leadDirectory.findLead(booking.leadId);
    if (!lead) throw new NotFoundException(VideoCallMessages.leadNotFound);
    return this.toPublic(await this.bookFor(lead, booking.leadId, start, await this.candidateAgents(start, lead.agentId)));
  }

  /**
   * "Agendar otra videollamada" from the manage page of a call that is over: the token is the key, and the new call is
   * for the same client and contact details, with the same agent when free.
   */
  async bookAgainByToken(token: string, scheduledAt: string): Promise<PublicVideoCall> {
    const start = new Date(scheduledAt);
    this.assertBookable(start);
    const call = await this.callByToken(token);
    // The page offers it once the call is over; a scheduled one is moved instead.
    if (call.status === 'programada') throw new ConflictException(VideoCallMessages.stillScheduled);
    const lead = { id: call.leadId, name: call.leadName, email: call.leadEmail, phone: call.leadPhone, agentId: call.agentId };
    return this.toPublic(await this.bookFor(lead, call.receiptId, start, await this.candidateAgents(start, call.agentId)));
  }

  /**
   * A call an agent books from the portal for a client in their charge, by the client's own id (asked of the CRM
   * behind the session, never through a visitor's receipt): the same call, invitation and manage link as the site's,
   * with that agent (busy then: 409). An admin books for any client, with the client's agent first.
   */
  async bookForPortal(identity: Identity, booking: VideoCallBooking): Promise<PortalVideoCall> {
    const start = new Date(booking.scheduledAt);
    this.assertBookable(start);
    const lead = await this.portalClient(identity, booking.leadId);
    const candidates = await this.candidateAgents(start, identity.role === 'admin' ? lead.agentId : identity.userId);
    return this.toPortal(await this.bookFor(lead, null, start, candidates.filter(portalBookingMayUse(identity)), VideoCallMessages.agentBusy));
  }

  /** A client the caller may book for in the portal: their own, any for an admin; another's answers 404 as an unknown one does. */
  private async portalClient(identity: Identity, clientId: string): Promise<LeadContact> {
    const lead = await this.leadDirectory.findClient(clientId);
    if (!lead || (identity.role !== 'admin' && lead.agentId !== identity.userId)) throw new NotFoundException(VideoCallMessages.leadNotFound);
    return lead;
  }

  private async bookFor(lead: LeadContact, receiptId: string | null, start: Date, agents: ActiveAgent[], whenNoneFree: string = VideoCallMessages.slotTaken): Promise<VideoCall> {
    if (await this.repository.leadHasCallAt(lead.id, start)) throw new ConflictException(VideoCallMessages.leadAlreadyBooked);

    const base = {
      id: randomUUID(),
      receiptId,
      leadId: lead.id,
      leadName: lead.name,
      leadEmail: lead.email,
      leadPhone: lead.phone,
      scheduledAt: start,
      durationMinutes: VIDEO_CALL_DURATION_MINUTES,
      meetingUrl: `${this.env.MEETING_BASE_URL.replace(/\/+$/, '')}/Prestigio${randomBytes(12).toString('hex')}`,
      manageToken: randomBytes(24).toString('base64url'),
    };
    for (const agent of agents) {
      const { call, upcoming } = await this.repository.transaction(async (manager) => {
        const existing = await this.repository.lockUpcomingCallOf(manager, lead.id);
        if (existing) return { call: null, upcoming: existing };
        const inserted = await this.repository.insertIfFree(manager, {
          ...base,
          agentId: agent.id,
          agentName: agent.fullName ?? agent.username,
          agentEmail: agent.email,
          agentPhone: agent.phone ?? null,
        });
        if (inserted) await this.announce(manager, inserted, 'scheduled');
        return { call: inserted, upcoming: null };
      });
      if (upcoming) throw await this.refuseSecondCall(upcoming, start);
      if (call) {
        this.logger.log(`Video call ${call.id} booked for ${start.toISOString()} with agent ${agent.id}`);
        return call;
      }
      // Taken meanwhile: by the same lead (a double submit), or by another booking for this agent.
      if (await this.repository.leadHasCallAt(lead.id, start)) throw new ConflictException(VideoCallMessages.leadAlreadyBooked);
    }
    throw new ConflictException(whenNoneFree);
  }

  /**
   * A client already has a call to come. The same time again is a double submit (no e-mail); another time is refused,
   * and the client, at the address of their record, is offered to move the call they have: whoever asked learns
   * nothing of it.
   */
  private async refuseSecondCall(upcoming: VideoCall, start: Date): Promise<ConflictException> {
    if (upcoming.scheduledAt.getTime() === start.getTime()) return new ConflictException(VideoCallMessages.leadAlreadyBooked);
    const offer = moveOfferMail(upcoming, { from: this.env.MAIL_FROM, manageUrl: this.manageUrl(upcoming), now: new Date() });
    if (offer) await this.repository.transaction((manager) => this.mailQueue.enqueue(manager, offer));
    this.logger.log(`Video call booking refused: lead ${upcoming.leadId} already has call ${upcoming.id}`);
    return new ConflictException(VideoCallMessages.upcomingCallExists);
  }

  /** The agency's free slots: a slot is free while some active agent has no call then (the site's booking takes any). */
  async availability(from: string, to: string): Promise<Availability> {
    return this.freeSlotsAmong(from, to, await this.agentDirectory.activeAgents());
  }

  /**
   * The slots the portal's booking for this client can take (`bookForPortal`'s agents): an agent's own free ones, so a
   * slot they already hold is not offered even while another agent is free; an admin's, any agent's.
   */
  async availabilityForClient(identity: Identity, clientId: string, from: string, to: string): Promise<Availability> {
    await this.portalClient(identity, clientId);
    return this.freeSlotsAmong(from, to, (await this.agentDirectory.activeAgents()).filter(portalBookingMayUse(identity)));
  }

  /** Each day's slots; one is available while one of `agents` has no call then (and it is ahead, within the horizon). */
  private async freeSlotsAmong(from: string, to: string, agents: ActiveAgent[]): Promise<Availability> {
    const dates = this.datesBetween(from, to);
    const rangeStart = new Date(`${dates[0]}T00:00:00Z`);
    const rangeEnd = new Date(`${addDaysToDate(dates.at(-1)!, 2)}T00:00:00Z`);
    const booked = await this.repository.bookedPerSlot(rangeStart, rangeEnd, agents.map((agent) => agent.id));
    const now = new Date();
    const horizon = horizonOf(now);
    return {
      timeZone: AGENCY_TIME_ZONE,
      days: dates.map((date) => {
        const slots = slotsOf(this.calendar, date);
        return {
          date,
          // A day wholly beyond the horizon is closed too, so the date picker disables it.
          open: slots.length > 0 && slots[0]!.startsAt.getTime() <= horizon,
          slots: slots.map(({ hour, startsAt }) => ({
            time: `${String(hour).padStart(2, '0')}:00`,
            startsAt: startsAt.toISOString(),
            available: startsAt.getTime() > now.getTime() && startsAt.getTime() <= horizon && (booked.get(startsAt.getTime()) ?? 0) < agents.length,
          })),
        };
      }),
    };
  }

  async findByToken(token: string): Promise<PublicVideoCall> {
    return this.toPublic(await this.callByToken(token));
  }

  async rescheduleByToken(token: string, scheduledAt: string): Promise<PublicVideoCall> {
    const call = await this.callByToken(token);
    return this.toPublic(await this.reschedule(call.id, new Date(scheduledAt)));
  }

  async cancelByToken(token: string): Promise<PublicVideoCall> {
    const call = await this.callByToken(token);
    return this.toPublic(await this.cancel(call.id, 'visitor'));
  }

  async listForPortal(identity: Identity, from?: string, to?: string): Promise<PortalVideoCall[]> {
    const first = from ?? agencyParts(new Date()).date;
    const dates = this.datesBetween(first, to ?? addDaysToDate(first, DEFAULT_LIST_DAYS));
    const calls = await this.repository.list(
      new Date(`${dates[0]}T00:00:00Z`),
      new Date(`${addDaysToDate(dates.at(-1)!, 2)}T00:00:00Z`),
      identity.role === 'admin' ? null : identity.userId,
    );
    // The UTC window is widened by a day; keep exactly the agency's dates asked for.
    return calls.filter((call) => dates.includes(agencyParts(call.scheduledAt).date)).map((call) => this.toPortal(call));
  }

  async rescheduleForPortal(identity: Identity, id: string, scheduledAt: string): Promise<PortalVideoCall> {
    await this.portalCall(identity, id);
    return this.toPortal(await this.reschedule(id, new Date(scheduledAt)));
  }

  async cancelForPortal(identity: Identity, id: string): Promise<PortalVideoCall> {
    await this.portalCall(identity, id);
    return this.toPortal(await this.cancel(id, 'agency'));
  }

  async recordOutcome(identity: Identity, id: string, { status }: VideoCallOutcome): Promise<PortalVideoCall> {
    await this.portalCall(identity, id);
    const call = await this.repository.transaction(async (manager) => {
      const locked = await this.lockScheduled(manager, id);
      if (locked.scheduledAt.getTime() > Date.now()) throw new ConflictException(VideoCallMessages.notYetHeld);
      locked.status = status;
      await this.mailQueue.cancel(manager, reminderKeys(locked));
      const saved = await this.repository.save(manager, locked);
      await this.events.publish(manager, saved, 'outcome');
      return saved;
    });
    return this.toPortal(call);
  }

  /** Moves a call, keeping its agent when free, else the next free one; a new invitation with a higher SEQUENCE. */
  private async reschedule(id: string, start: Date): Promise<VideoCall> {
    this.assertBookable(start);
    const current = await this.repository.findById(id);
    if (!current) throw new NotFoundException(VideoCallMessages.notFound);
    if (current.scheduledAt.getTime() === start.getTime() && current.status === 'programada') return current;
    for (const agent of await this.candidateAgents(start, current.agentId)) {
      try {
        return await this.repository.transaction(async (manager) => {
          const call = await this.lockScheduled(manager, id);
          await this.mailQueue.cancel(manager, reminderKeys(call));
          call.sequence += 1;
          const agentChanged = call.agentId !== agent.id;
          if (agentChanged) {
            // The agent who loses the call is told, and their calendar entry withdrawn.
            await this.enqueueMails(manager, { ...call, leadEmail: null }, 'cancelled');
            call.agentId = agent.id;
            call.agentName = agent.fullName ?? agent.username;
            call.agentEmail = agent.email;
            call.agentPhone = agent.phone ?? null;
          }
          call.scheduledAt = start;
          const saved = await this.repository.save(manager, call);
          await this.announce(manager, saved, 'rescheduled', agentChanged ? 'scheduled' : 'rescheduled');
          return saved;
        });
      } catch (error) {
        const conflict = slotConflictOf(error);
        if (conflict === 'lead') throw new ConflictException(VideoCallMessages.leadAlreadyBooked);
        if (conflict !== 'agent') throw error;
      }
    }
    throw new ConflictException(VideoCallMessages.slotTaken);
  }

  /** `by`: who cancelled, so the visitor's e-mail says it rightly ("Cancelamos…" only when the agency did). */
  private cancel(id: string, by: CancelledBy): Promise<VideoCall> {
    return this.repository.transaction(async (manager) => {
      const call = await this.lockScheduled(manager, id);
      await this.mailQueue.cancel(manager, reminderKeys(call));
      call.status = 'cancelada';
      call.sequence += 1;
      const saved = await this.repository.save(manager, call);
      await this.announce(manager, saved, 'cancelled', 'cancelled', by);
      return saved;
    });
  }

  /** The event and the e-mails of a change, in the transaction that makes it. */
  private async announce(manager: EntityManager, call: VideoCall, change: CallChange, agentChange = change, cancelledBy?: CancelledBy): Promise<void> {
    await this.events.publish(manager, call, change);
    await this.enqueueMails(manager, call, change, agentChange, cancelledBy);
    if (!call.leadEmail) this.logger.warn(`Video call ${call.id}: the lead has no e-mail address, no confirmation sent`);
  }

  private async enqueueMails(manager: EntityManager, call: VideoCall, change: CallChange, agentChange = change, cancelledBy?: CancelledBy): Promise<void> {
    const context = { from: this.env.MAIL_FROM, manageUrl: this.manageUrl(call), now: new Date(), ...(cancelledBy && { cancelledBy }) };
    for (const mail of mailsForChange(call, change, context, agentChange)) await this.mailQueue.enqueue(manager, mail);
  }

  private async lockScheduled(manager: EntityManager, id: string): Promise<VideoCall> {
    const call = await this.repository.lock(manager, id);
    if (!call) throw new NotFoundException(VideoCallMessages.notFound);
    if (call.status !== 'programada') throw new ConflictException(VideoCallMessages.notScheduled);
    return call;
  }

  /** Free agents for `start`: the preferred one first, then the least loaded that day, then the oldest account. */
  private async candidateAgents(start: Date, preferredId: string | null): Promise<ActiveAgent[]> {
    const [agents, busy] = await Promise.all([this.agentDirectory.activeAgents(), this.repository.busyAgentsAt(start)]);
    const dayStart = new Date(start.getTime() - 12 * 3_600_000);
    const load = await this.repository.loadByAgent(dayStart, new Date(start.getTime() + 12 * 3_600_000));
    const order = new Map(agents.map((agent, index) => [agent.id, index]));
    return agents
      .filter((agent) => !busy.has(agent.id) || agent.id === preferredId)
      .sort(
        (a, b) =>
          Number(b.id === preferredId) - Number(a.id === preferredId) ||
          (load.get(a.id) ?? 0) - (load.get(b.id) ?? 0) ||
          order.get(a.id)! - order.get(b.id)!,
      );
  }

  private assertBookable(start: Date): void {
    const problem = slotProblem(this.calendar, start, new Date());
    if (problem) throw invalidDataException({ scheduledAt: VideoCallMessages[problem] });
  }

  private datesBetween(from: string, to: string): string[] {
    const dates: string[] = [];
    for (let date = from; date <= to; date = addDaysToDate(date, 1)) {
      dates.push(date);
      if (dates.length > MAX_RANGE_DAYS) break;
    }
    if (dates.length === 0 || dates.length > MAX_RANGE_DAYS) {
      throw invalidDataException({ to: VideoCallMessages.rangeInvalid });
    }
    return dates;
  }

  private async callByToken(token: string): Promise<VideoCall> {
    const call = TOKEN.test(token) ? await this.repository.findByManageToken(token) : null;
    if (!call) throw new NotFoundException(VideoCallMessages.notFound);
    return call;
  }

  /** An agent reaches only their own calls; anyone else's id answers 404, as an unknown one does. */
  private async portalCall(identity: Identity, id: string): Promise<VideoCall> {
    const call = UUID.test(id) ? await this.repository.findById(id) : null;
    if (!call || (identity.role !== 'admin' && call.agentId !== identity.userId)) {
      throw new NotFoundException(VideoCallMessages.notFound);
    }
    return call;
  }

  private manageUrl(call: VideoCall): string {
    return `${this.env.PUBLIC_SITE_URL}/videollamada/${call.manageToken}`;
  }

  private toPublic(call: VideoCall): PublicVideoCall {
    return {
      id: call.id,
      // Never the client's id: the visitor's own receipt (or, for calls booked before receipts were kept, the call's id).
      leadId: call.receiptId ?? call.id,
      scheduledAt: call.scheduledAt.toISOString(),
      durationMinutes: call.durationMinutes,
      status: call.status,
      meetingUrl: call.meetingUrl,
      managePath: `/videollamada/${call.manageToken}`,
      agentName: call.agentName,
    };
  }

  private toPortal(call: VideoCall): PortalVideoCall {
    const { managePath: _managePath, ...shown } = this.toPublic(call);
    return {
      ...shown,
      leadId: call.leadId,
      leadName: call.leadName,
      leadEmail: call.leadEmail,
      leadPhone: call.leadPhone,
      agentId: call.agentId,
    };
  }
}
