import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  EventSubjects,
  formatPropertyPrice,
  isAgencyOpen,
  propertyPath,
  type Identity,
  type LiveChatAdvisor,
  type LiveChatConversation,
  type LiveChatDetail,
  type LiveChatMatch,
  type LiveChatMessage,
  type LiveChatState,
  type LiveChatTimelineEvent,
  type LeadAssignedEvent,
  type VisitorServerFrame,
} from '@prestigio/contracts';
import { OutboxService, SERVICE_ENV } from '@prestigio/nest-common';
import { DataSource, type EntityManager } from 'typeorm';
import type { ChatEnv } from '../config/env.js';
import { PropertySearchClient } from '../conversations/property-search.client.js';
import { frame } from '../conversations/frames.js';
import { LiveBus } from './live-bus.js';
import { LiveChatRepository, type LiveColumns, type OnDutyAgent, type StoredLiveFrame } from './live-chat.repository.js';
import { LiveChatTexts } from './live-chat-texts.js';
import { PeopleClient } from './people.client.js';

/** An advisor acting in the inbox: who the gateway vouched for, with the name the visitor reads. */
export interface Advisor extends Identity {
  name: string;
}

/** A frame an advisor sent that the rules refuse; the socket answers `error` with this code and Spanish text. */
export class LiveChatRefusal extends Error {
  constructor(
    readonly code: 'not_found' | 'forbidden' | 'conflict' | 'invalid_frame',
    message: string,
  ) {
    super(message);
  }
}

const MATCHES_SHOWN = 6;
/** Minutes one advisor takes per waiting visitor, roughly, for the estimate a visitor is given. */
const MINUTES_PER_VISITOR = 3;
const TRANSCRIPT_LIMIT = 20_000;

/** What the inbox shows of one stored frame; null for frames that are not lines of the conversation. */
export function toLiveMessage(stored: StoredLiveFrame): LiveChatMessage | null {
  const { frame: shown, seq } = stored;
  if (shown.type === 'typing' || shown.type === 'pong' || shown.type === 'error' || shown.type === 'welcome') return null;
  const advisor = 'advisor' in shown && shown.advisor ? shown.advisor : null;
  const author = shown.sender === 'user' ? 'visitor' : shown.type === 'conversation_state' ? 'system' : advisor ? 'advisor' : 'assistant';
  const properties = shown.type === 'message' ? (shown.properties ?? []) : [];
  return { id: shown.id, seq, at: shown.timestamp, author, advisor, text: shown.content, properties };
}

/** Whether this viewer may see this conversation (the same rule as clients'). */
export function maySee(viewer: Pick<Identity, 'userId' | 'role'>, conversation: Pick<LiveChatConversation, 'clientAgentId' | 'advisor'>): boolean {
  if (viewer.role === 'admin') return true;
  return conversation.clientAgentId === null || conversation.clientAgentId === viewer.userId || conversation.advisor?.id === viewer.userId;
}

/** A handoff decided during a visitor's turn: its frames are stored with the turn, its state change in the same transaction. */
export interface HandoffPlan {
  conversationId: string;
  /** Already waiting or answered: only a reminder, no change. */
  already: boolean;
  /** The advisor it is offered to first (null: nobody on duty). */
  offeredTo: string | null;
  frames: VisitorServerFrame[];
}

/**
 * The handoff's rules: who may see and act on a conversation, the states (con el asistente, espera a un asesor, con
 * un asesor, cerrada), whom a waiting conversation is offered to, and what the visitor and the client's timeline are
 * told. Every change is stored first, then announced over NATS to whichever replicas hold the sockets.
 */
@Injectable()
export class LiveChatService {
  private readonly logger = new Logger(LiveChatService.name);

  constructor(
    private readonly repository: LiveChatRepository,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly bus: LiveBus,
    private readonly propertySearch: PropertySearchClient,
    private readonly people: PeopleClient,
    @Inject(SERVICE_ENV) private readonly env: ChatEnv,
  ) {}

  /** Advisors answer live now (spec §2 hours; tests and the benchmark may say always). */
  agencyOpen(now = new Date()): boolean {
    return this.env.CHAT_AGENCY_HOURS === 'always' || isAgencyOpen(now);
  }

  advisorName(userId: string): Promise<string> {
    return this.people.advisorName(userId);
  }

  // --- reads ------------------------------------------------------------------------------------------------------

  list(viewer: Identity, state?: LiveChatState): Promise<LiveChatConversation[]> {
    return this.repository.list(viewer, state);
  }

  /** The conversation if the viewer may see it; "not found" either way, so nobody learns which ids exist. */
  async visible(viewer: Identity, conversationId: string): Promise<LiveChatConversation> {
    const conversation = await this.repository.summary(conversationId);
    if (!conversation || !maySee(viewer, conversation)) throw new LiveChatRefusal('not_found', LiveChatTexts.notFound);
    return conversation;
  }

  async detail(viewer: Identity, conversationId: string): Promise<LiveChatDetail> {
    const conversation = await this.visible(viewer, conversationId);
    const [messages, matches] = await Promise.all([this.transcript(conversationId, 0), this.matches(conversation)]);
    return { conversation, messages, matches };
  }

  async transcript(conversationId: string, afterSeq: number): Promise<LiveChatMessage[]> {
    const stored = await this.repository.framesAfter(conversationId, afterSeq);
    return stored.map(toLiveMessage).filter((message): message is LiveChatMessage => message !== null);
  }

  /** Published listings for what the assistant understood; none when it understood nothing or the catalogue is down. */
  async matches(conversation: LiveChatConversation): Promise<LiveChatMatch[]> {
    if (Object.keys(conversation.criteria).length === 0) return [];
    try {
      const response = await this.propertySearch.search({ ...conversation.criteria, pageSize: MATCHES_SHOWN } as Parameters<PropertySearchClient['search']>[0]);
      return response.results.map((property) => ({
        propertyId: property.id,
        title: property.title,
        url: propertyPath(property.slug),
        price: formatPropertyPrice(property.price, property.operationType),
        location: property.location,
        imageUrl: property.mainImage,
      }));
    } catch (error) {
      this.logger.warn(`No matches for conversation ${conversation.id}: ${(error as Error).message}`);
      return [];
    }
  }

  // --- an advisor's actions ---------------------------------------------------------------------------------------

  /** "Tomar conversación": the assistant stops; the visitor is told who answers. An admin may take one from another advisor. */
  async take(advisor: Advisor, conversationId: string): Promise<void> {
    await this.change(advisor, conversationId, (live) => {
      if (live.liveState === 'agent' && live.advisorId === advisor.userId) return null;
      if (live.liveState === 'agent' && advisor.role !== 'admin') throw new LiveChatRefusal('conflict', LiveChatTexts.heldByOther(live.advisorName));
      return {
        state: 'agent',
        advisor: { id: advisor.userId, name: advisor.name },
        visitorText: LiveChatTexts.joined(advisor.name),
        timeline: 'taken',
      };
    });
  }

  async handBack(advisor: Advisor, conversationId: string): Promise<void> {
    await this.change(advisor, conversationId, (live) => {
      this.mustHold(advisor, live);
      return { state: 'assistant', advisor: null, visitorText: LiveChatTexts.handedBack, timeline: 'handed_back' };
    });
  }

  async close(advisor: Advisor, conversationId: string): Promise<void> {
    await this.change(advisor, conversationId, (live) => {
      if (live.liveState === 'closed') return null;
      if (live.liveState === 'agent') this.mustHold(advisor, live);
      return { state: 'closed', advisor: null, visitorText: LiveChatTexts.closed, timeline: 'closed' };
    });
  }

  async reply(advisor: Advisor, conversationId: string, clientMessageId: string, content: string): Promise<void> {
    await this.sendAsAdvisor(advisor, conversationId, clientMessageId, () => frame({ id: clientMessageId, type: 'message', text: content, advisor: this.advisorOf(advisor) }));
  }

  /** One of the conversation's matches as a card: the link the spec's widget shows, and the card with its photo. */
  async sendProperty(advisor: Advisor, conversationId: string, clientMessageId: string, propertyId: string): Promise<void> {
    const conversation = await this.visible(advisor, conversationId);
    const match = (await this.matches(conversation)).find((candidate) => candidate.propertyId === propertyId);
    if (!match) throw new LiveChatRefusal('invalid_frame', LiveChatTexts.notAMatch);
    const { propertyId: _id, ...card } = match;
    await this.sendAsAdvisor(advisor, conversationId, clientMessageId, () =>
      frame({
        id: clientMessageId,
        type: 'message',
        text: LiveChatTexts.propertyCard(match.title, match.price),
        advisor: this.advisorOf(advisor),
        properties: [{ title: match.title, url: match.url, price: match.price }],
        card,
      }),
    );
  }

  async markRead(viewer: Identity, conversationId: string, seq: number): Promise<void> {
    await this.visible(viewer, conversationId);
    await this.repository.markRead(conversationId, seq);
    await this.announceUpdated(conversationId);
  }

  /** The advisor types: the visitor sees "<nombre> está escribiendo", other advisors watching see it too. */
  async advisorTyping(advisor: Advisor, conversationId: string): Promise<void> {
    const conversation = await this.visible(advisor, conversationId);
    if (conversation.state !== 'agent' || conversation.advisor?.id !== advisor.userId) return;
    this.bus.advisorTyping(conversationId, this.advisorOf(advisor));
    this.bus.announce({ kind: 'typing', conversation, from: 'advisor', advisorId: advisor.userId });
  }

  private advisorOf(advisor: Advisor): LiveChatAdvisor {
    return { id: advisor.userId, name: advisor.name, portraitUrl: null };
  }

  private mustHold(advisor: Advisor, live: LiveColumns): void {
    if (live.liveState !== 'agent') throw new LiveChatRefusal('conflict', LiveChatTexts.notHeld);
    if (live.advisorId !== advisor.userId && advisor.role !== 'admin') throw new LiveChatRefusal('conflict', LiveChatTexts.heldByOther(live.advisorName));
  }

  /** The hot path (an advisor's every line): the light columns, not the inbox's summary, decide. */
  private async sendAsAdvisor(advisor: Advisor, conversationId: string, clientMessageId: string, build: () => VisitorServerFrame): Promise<void> {
    const [live, again] = await Promise.all([this.repository.liveColumns(conversationId), this.repository.frameById(conversationId, clientMessageId)]);
    const advisorOfLive = live?.advisorId ? { id: live.advisorId, name: live.advisorName ?? '', portraitUrl: null } : null;
    if (!live || !maySee(advisor, { clientAgentId: live.clientAgentId, advisor: advisorOfLive })) throw new LiveChatRefusal('not_found', LiveChatTexts.notFound);
    if (again) {
      // Sent again after a reconnect: stored once, echoed again so the portal settles its pending copy.
      await this.announceMessages(conversationId, [again]);
      return;
    }
    if (live.liveState !== 'agent' || live.advisorId !== advisor.userId) throw new LiveChatRefusal('conflict', LiveChatTexts.takeFirst);
    const built = build();
    const seq = await this.repository.store(undefined, conversationId, built);
    if (seq === null) throw new LiveChatRefusal('conflict', LiveChatTexts.duplicateId);
    this.bus.deliverToVisitor(conversationId);
    await this.announceMessages(conversationId, [{ seq, frame: built }]);
  }

  /**
   * A state change under the row's lock: `decide` sees the live columns as they are and returns the change (or null
   * for none, or throws a refusal). The visitor's line, the new state and the timeline event commit together.
   */
  private async change(
    advisor: Advisor,
    conversationId: string,
    decide: (live: LiveColumns) => { state: LiveChatState; advisor: { id: string; name: string } | null; visitorText: string; timeline: LiveChatTimelineEvent['kind'] } | null,
  ): Promise<void> {
    await this.visible(advisor, conversationId);
    const stored = await this.dataSource.transaction(async (manager) => {
      const live = await this.repository.liveColumns(conversationId, manager);
      if (!live) throw new LiveChatRefusal('not_found', LiveChatTexts.notFound);
      const decided = decide(live);
      if (!decided) return null;
      // A person stepped in: whatever the assistant last asked is stale, so after a hand back (or a close) the visitor's
      // next words are a fresh message, not the name it asked before the handoff.
      await this.repository.setLiveState(manager, conversationId, { state: decided.state, advisor: decided.advisor, forgetQuestion: true });
      const line = this.stateFrame(decided.state, decided.advisor, null, decided.visitorText);
      const seq = await this.repository.store(manager, conversationId, line);
      await this.recordOnTimeline(manager, live, decided.timeline, advisor, decided.timeline === 'closed');
      return { seq: seq!, frame: line };
    });
    if (!stored) return;
    this.bus.deliverToVisitor(conversationId);
    await this.announceMessages(conversationId, [stored]);
  }

  private stateFrame(state: LiveChatState, advisor: { id: string; name: string } | null, estimatedWaitMinutes: number | null, text: string): VisitorServerFrame {
    return frame({
      type: 'conversation_state',
      state,
      advisor: advisor ? { id: advisor.id, name: advisor.name, portraitUrl: null } : null,
      estimatedWaitMinutes,
      text,
    });
  }

  // --- the visitor's side -----------------------------------------------------------------------------------------

  /** The conversation's live columns as a visitor's turn starts (null for one this chat does not know). */
  liveColumnsOf(conversationId: string): Promise<LiveColumns | null> {
    return this.repository.liveColumns(conversationId);
  }

  /**
   * The visitor asked for a person within hours: what they are told (how long it may take), decided before the turn
   * is stored. `applyHandoff` then makes the change in the turn's transaction.
   */
  async planHandoff(conversationId: string, live: LiveColumns | null): Promise<HandoffPlan> {
    if (live && (live.liveState === 'waiting' || live.liveState === 'agent')) {
      const text = live.liveState === 'agent' ? LiveChatTexts.alreadyWith(live.advisorName) : LiveChatTexts.stillWaiting;
      return { conversationId, already: true, offeredTo: null, frames: [frame({ type: 'message', text })] };
    }
    // The client's agent as leads has it now (an admin may have reassigned the client since the chat linked it).
    let clientAgentId = live?.clientAgentId ?? null;
    if (live?.crmLeadId) {
      const current = await this.people.clientAgent(live.crmLeadId);
      if (current !== undefined && current !== clientAgentId) {
        clientAgentId = current;
        await this.repository.linkClient(conversationId, live.crmLeadId, current);
      }
    }
    const { onDuty, waiting } = await this.repository.handoffContext(this.presenceFreshMs());
    const offeredTo = await this.offerTo(onDuty, clientAgentId, null);
    const estimate = onDuty.length > 0 ? Math.max(2, Math.ceil((waiting + 1) / onDuty.length) * MINUTES_PER_VISITOR) : null;
    const text = estimate === null ? LiveChatTexts.waitingNobody : LiveChatTexts.waiting(estimate);
    return {
      conversationId,
      already: false,
      offeredTo,
      frames: [frame({ type: 'message', text }), this.stateFrame('waiting', null, estimate, LiveChatTexts.waitingState)],
    };
  }

  /** In the turn's transaction: the conversation waits, offered to the client's agent when on duty, else the next in turn. */
  async applyHandoff(manager: EntityManager, plan: HandoffPlan): Promise<void> {
    if (plan.already) return;
    const marked = await this.repository.markWaiting(manager, plan.conversationId, plan.offeredTo);
    if (marked?.crmLeadId) await this.recordOnTimeline(manager, { id: plan.conversationId, crmLeadId: marked.crmLeadId }, 'waiting', null, false);
  }

  /** The client's agent if on duty (and not the one passing it on), otherwise the next on-duty advisor in turn. */
  private async offerTo(onDuty: OnDutyAgent[], clientAgentId: string | null, skip: string | null): Promise<string | null> {
    const available = onDuty.filter((agent) => agent.id !== skip);
    if (clientAgentId && available.some((agent) => agent.id === clientAgentId)) return clientAgentId;
    const agents = available.filter((agent) => agent.role === 'agent');
    const candidates = agents.length > 0 ? agents : available;
    if (candidates.length === 0) return null;
    return candidates[(await this.repository.nextTurn()) % candidates.length]!.id;
  }

  /** After a visitor's turn is stored: advisors following the conversation see its lines; a handoff is announced. */
  async afterVisitorTurn(conversationId: string, frameIds: string[], handedOff: boolean): Promise<void> {
    const [stored, conversation] = await Promise.all([this.repository.framesByIds(conversationId, frameIds), this.repository.summary(conversationId)]);
    if (!conversation) return;
    this.announceLines(conversation, stored);
    if (handedOff && conversation.state === 'waiting') this.bus.announce({ kind: 'waiting', conversation });
  }

  /** A visitor wrote while the conversation is closed: it goes back to the assistant. */
  async reopenIfClosed(conversationId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const live = await this.repository.liveColumns(conversationId, manager);
      if (live?.liveState === 'closed') await this.repository.setLiveState(manager, conversationId, { state: 'assistant' });
    });
  }

  visitorTyping(conversation: LiveChatConversation): void {
    this.bus.announce({ kind: 'typing', conversation, from: 'visitor', advisorId: null });
  }

  async summary(conversationId: string): Promise<LiveChatConversation | null> {
    return this.repository.summary(conversationId);
  }

  /** Announces stored lines to the advisors (each replica passes them to the sockets that may see them). */
  async announceMessages(conversationId: string, stored: StoredLiveFrame[]): Promise<void> {
    const conversation = await this.repository.summary(conversationId);
    if (conversation) this.announceLines(conversation, stored);
  }

  private announceLines(conversation: LiveChatConversation, stored: StoredLiveFrame[]): void {
    for (const line of stored) {
      const message = toLiveMessage(line);
      if (message) this.bus.announce({ kind: 'message', conversation, message });
    }
    if (stored.length === 0) this.bus.announce({ kind: 'updated', conversation });
  }

  async announceUpdated(conversationId: string): Promise<void> {
    await this.announceMessages(conversationId, []);
  }

  /** The CRM knows the visitor now: the conversation is theirs to see for the client's agent. */
  async clientLinked(conversationId: string, crmLeadId: string): Promise<void> {
    const agentId = await this.people.clientAgent(crmLeadId);
    await this.repository.linkClient(conversationId, crmLeadId, agentId ?? null);
    await this.announceUpdated(conversationId);
  }

  /**
   * The CRM gave the client to another agent (or to nobody): the client's conversations follow, in the event's
   * transaction. The new agent sees them and a waiting one is offered to them (when on duty; otherwise to the next in
   * turn, not the former agent). An advisor who may no longer see the client (any agent but the new one; an admin
   * keeps it) no longer answers: the conversation waits again, offered the same way, and the visitor is told.
   * Resolves to what to announce once the transaction has committed.
   */
  async clientReassigned(manager: EntityManager, { leadId, agentId, previousAgentId }: LeadAssignedEvent): Promise<() => Promise<void>> {
    const conversations = await this.repository.clientConversations(manager, leadId);
    const onDuty = conversations.length > 0 ? await this.repository.onDuty(this.presenceFreshMs(), manager) : [];
    const changes: Array<{ id: string; stored: StoredLiveFrame | null; waiting: boolean }> = [];
    for (const live of conversations) {
      await this.repository.setClientAgent(manager, live.id, agentId);
      const advisor = live.liveState === 'agent' ? live.advisorId : null;
      const advisorLoses = advisor !== null && agentId !== null && advisor !== agentId && (await this.repository.advisorRole(manager, advisor)) !== 'admin';
      if (!advisorLoses && live.liveState !== 'waiting') {
        changes.push({ id: live.id, stored: null, waiting: false });
        continue;
      }
      const offeredTo = await this.offerTo(onDuty, agentId, advisor ?? previousAgentId);
      await this.repository.setLiveState(manager, live.id, { state: 'waiting', advisor: null, offeredTo });
      if (!advisorLoses) {
        changes.push({ id: live.id, stored: null, waiting: true });
        continue;
      }
      const line = this.stateFrame('waiting', null, null, LiveChatTexts.advisorChanged);
      const seq = await this.repository.store(manager, live.id, line);
      await this.recordOnTimeline(manager, live, 'waiting', null, false);
      changes.push({ id: live.id, stored: { seq: seq!, frame: line }, waiting: true });
    }
    return async () => {
      for (const { id, stored, waiting } of changes) {
        if (stored) this.bus.deliverToVisitor(id);
        const conversation = await this.repository.summary(id);
        if (!conversation) continue;
        this.bus.announce({ kind: 'reassigned', conversation });
        if (stored) this.announceLines(conversation, [stored]);
        if (waiting) this.bus.announce({ kind: 'waiting', conversation });
      }
    };
  }

  // --- sweeps -----------------------------------------------------------------------------------------------------

  presenceFreshMs(): number {
    return this.env.CHAT_AGENT_GRACE_MS;
  }

  /**
   * Conversations whose advisor left (closed the portal, or their replica died) wait again; waiting ones nobody took
   * in time are offered to the next advisor in turn. Run by every replica; each conversation is claimed by one.
   */
  async sweep(): Promise<void> {
    const stale = await this.repository.claimStale(this.env.CHAT_AGENT_GRACE_MS, this.env.CHAT_OFFER_TIMEOUT_MS);
    for (const { id, abandoned } of stale) {
      try {
        await this.offerAgain(id, abandoned);
      } catch (error) {
        this.logger.error(`Could not offer conversation ${id} again: ${(error as Error).message}`);
      }
    }
    await this.repository.forgetStalePresence(Math.max(10 * this.env.CHAT_AGENT_GRACE_MS, 10 * 60_000));
  }

  private async offerAgain(conversationId: string, abandoned: boolean): Promise<void> {
    const [onDuty, before] = await Promise.all([this.repository.onDuty(this.presenceFreshMs()), this.repository.summary(conversationId)]);
    if (!before) return;
    // Not the advisor who left, nor the one who let the offer lapse.
    const offeredTo = await this.offerTo(onDuty, before.clientAgentId, abandoned ? (before.advisor?.id ?? null) : before.offeredTo);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const live = await this.repository.liveColumns(conversationId, manager);
      if (!live) return null;
      if (abandoned ? live.liveState !== 'agent' || live.advisorId !== (before.advisor?.id ?? null) : live.liveState !== 'waiting') return null;
      await this.repository.setLiveState(manager, conversationId, { state: 'waiting', advisor: null, offeredTo });
      if (!abandoned) return { stored: null };
      const line = this.stateFrame('waiting', null, null, LiveChatTexts.advisorLeft);
      const seq = await this.repository.store(manager, conversationId, line);
      await this.recordOnTimeline(manager, live, 'waiting', null, false);
      return { stored: { seq: seq!, frame: line } };
    });
    if (!outcome) return;
    if (outcome.stored) {
      this.bus.deliverToVisitor(conversationId);
      await this.announceMessages(conversationId, [outcome.stored]);
    }
    const conversation = await this.repository.summary(conversationId);
    if (conversation) {
      if (!outcome.stored) this.bus.announce({ kind: 'updated', conversation });
      this.bus.announce({ kind: 'waiting', conversation });
    }
  }

  // --- the client's timeline --------------------------------------------------------------------------------------

  private async recordOnTimeline(manager: EntityManager, live: Pick<LiveColumns, 'id' | 'crmLeadId'>, kind: LiveChatTimelineEvent['kind'], advisor: Advisor | null, withTranscript: boolean): Promise<void> {
    if (!live.crmLeadId) return;
    const event: LiveChatTimelineEvent = {
      conversationId: live.id,
      leadId: live.crmLeadId,
      kind,
      agentId: advisor?.userId ?? null,
      agentName: advisor?.name ?? null,
      transcript: withTranscript ? await this.transcriptText(live.id) : null,
      occurredAt: new Date().toISOString(),
    };
    await this.outbox.enqueue(manager, EventSubjects.liveChatRecorded, event);
  }

  private async transcriptText(conversationId: string): Promise<string> {
    const lines = await this.repository.transcriptLines(conversationId);
    const text = lines
      .map((line) => `${line.sender === 'user' ? 'Visitante' : line.advisor ? line.advisor : 'Asistente'}: ${line.content}`)
      .join('\n');
    return text.length > TRANSCRIPT_LIMIT ? `…${text.slice(-(TRANSCRIPT_LIMIT - 1))}` : text;
  }
}
