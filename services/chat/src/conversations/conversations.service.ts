import { Injectable, Logger } from '@nestjs/common';
import {
  EventSubjects,
  formatPropertyPrice,
  propertyPath,
  type ChatContactCollectedEvent,
  type VisitorServerFrame,
  type ChatPropertyLink,
  type SearchResponse,
} from '@prestigio/contracts';
import { OutboxService, type ClientInfo } from '@prestigio/nest-common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export { frame } from './frames.js';
import { DataSource, type EntityManager } from 'typeorm';
import { AgencyAnswers } from '../assistant/agency-answers.js';
import { afterAlertSave } from '../assistant/alert-flow.js';
import { respond, type AssistantStep, type AssistantTurn, type VisitorInput } from '../assistant/assistant.js';
import type { ParsedCriteria } from '../assistant/criteria-parser.js';
import { LiveChatTexts } from '../live-chat/live-chat-texts.js';
import { LiveChatService, type HandoffPlan } from '../live-chat/live-chat.service.js';
import { readyToOffer, withStoredQuestion } from './conversation-state.js';
import { frame } from './frames.js';
import { PropertySearchClient } from './property-search.client.js';
import { SavedSearchClient } from './saved-search.client.js';
import { nearAlternatives } from './near-alternatives.js';
import { ConversationsRepository, type ConversationRow, type StoredFrame } from './conversations.repository.js';

const MATCHES_SHOWN = 3;
/** Answers that did not help the visitor: two in a row and a person is offered. */
const MISSES = new Set<string>([AgencyAnswers.notUnderstood, AgencyAnswers.noMatches, AgencyAnswers.searchFailed, AgencyAnswers.english.noMatches]);
/** The visitor's words the advisor receives, at most. */
const TRANSCRIPT_LIMIT = 8_000;

function offerFrame(leadId: string): VisitorServerFrame {
  return frame({ type: 'video_call_offer', leadId, text: AgencyAnswers.videoCallOffer });
}

/** "Encontré 1 propiedad que coincide" / "Encontré 12 propiedades que coinciden; estas son algunas". */
export function matchesHeading(count: number): string {
  if (count === 1) return 'Encontré 1 propiedad que coincide:';
  return `Encontré ${count.toLocaleString('es-MX')} propiedades que coinciden${count > MATCHES_SHOWN ? '; estas son algunas' : ''}:`;
}

function matchesFrame(response: SearchResponse, heading: string, english: boolean): VisitorServerFrame {
  const properties: ChatPropertyLink[] = response.results.slice(0, MATCHES_SHOWN).map((property) => ({
    title: property.title,
    url: propertyPath(property.slug),
    price: formatPropertyPrice(property.price, property.operationType),
  }));
  const shown = properties.map((property) => `• ${property.title}: ${property.price}`).join('\n');
  const refine = english ? AgencyAnswers.english.offerRefine : AgencyAnswers.offerRefine;
  return frame({ type: 'message', text: `${heading}\n${shown}\n${refine}`, properties });
}

/** The assistant's message, with the answers it offers as buttons and its links. */
function sayFrame(step: Extract<AssistantStep, { kind: 'say' }>): VisitorServerFrame {
  return frame({ type: 'message', text: step.text, ...(step.quickReplies && { quickReplies: step.quickReplies }), ...(step.links && { links: step.links }) });
}

function resumeKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface OpenedConversation {
  conversation: ConversationRow;
  welcome: VisitorServerFrame;
  /** Frames the visitor missed while away (empty for a new conversation). */
  backlog: StoredFrame[];
  resumed: boolean;
}

/** The conversations' rules: open or resume, answer the visitor, hand the contact to the CRM, offer the call. */
@Injectable()
export class ConversationsService {
  private readonly logger = new Logger(ConversationsService.name);

  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly propertySearch: PropertySearchClient,
    private readonly liveChat: LiveChatService,
    private readonly savedSearches: SavedSearchClient,
  ) {}

  /** Resumes the conversation of `resumeToken` when it is known, otherwise starts a new one. */
  async open(resumeToken: string | undefined, afterId: string | undefined): Promise<OpenedConversation> {
    if (resumeToken) {
      const found = await this.conversations.findByResumeKey(resumeKeyOf(resumeToken));
      if (found) {
        const backlog = await this.conversations.framesAfter(found.id, { id: afterId });
        const welcome = frame({ type: 'welcome', clientId: found.clientId, resumeToken, resumed: true, text: 'Conversación recuperada.' });
        return { conversation: found, welcome, backlog, resumed: true };
      }
    }
    const token = randomBytes(24).toString('base64url');
    const conversation = await this.conversations.create(randomUUID(), randomUUID(), resumeKeyOf(token));
    const welcome = frame({ type: 'welcome', clientId: conversation.clientId, resumeToken: token, resumed: false, text: AgencyAnswers.greeting });
    return { conversation, welcome, backlog: [], resumed: false };
  }

  /**
   * One visitor input: stored, answered by the assistant (searching the catalogue when it understood criteria), and
   * the contact handed to the CRM through the outbox once complete. The answers are stored; the caller delivers them.
   * While an advisor answers, the assistant is silent: the words are stored for the advisor. `onThinking` is called
   * when the assistant will answer (the widget's typing indicator). `client`: who is on the socket, whose consent an
   * alert saved in this turn records.
   */
  async handle(
    conversation: ConversationRow,
    input: VisitorInput,
    onThinking: () => void = () => undefined,
    client: ClientInfo = { ipAddress: null, userAgent: null },
  ): Promise<void> {
    const visitorText = input.kind === 'message' ? input.text : input.value;
    const visitorFrame = frame({ type: 'message', sender: 'user', text: visitorText });
    const liveColumns = await this.liveChat.liveColumnsOf(conversation.id);
    const live = liveColumns?.liveState ?? 'assistant';
    if (liveColumns) conversation.state = withStoredQuestion(conversation.state, liveColumns.awaiting);
    if (live === 'agent') {
      // The advisor answers now: the assistant is silent, the words are stored for the advisor.
      await this.conversations.record(undefined, conversation.id, conversation.state, [visitorFrame]);
      await this.liveChat.afterVisitorTurn(conversation.id, [visitorFrame.id], false);
      return;
    }
    if (live === 'closed') await this.liveChat.reopenIfClosed(conversation.id);
    onThinking();
    const turn = respond(conversation.state, input, new Date(), this.liveChat.agencyOpen());
    // The answers first (a catalogue search waits on NATS), with no database connection held meanwhile; then the
    // visitor's words, the new state and the answers in one statement. A completed contact or a handoff needs a
    // transaction (its event goes through the outbox with them).
    const answers: VisitorServerFrame[] = [];
    let handoff: HandoffPlan | undefined;
    for (const step of turn.steps) {
      if (step.kind === 'handoff') {
        handoff = await this.liveChat.planHandoff(conversation.id, liveColumns);
        answers.push(...handoff.frames);
      } else if (step.kind === 'saveAlert') answers.push(...(await this.saveAlert(turn, step, client)));
      else answers.push(...(await this.framesFor(conversation, step)));
    }
    turn.state.misses = answers.some((answer) => MISSES.has(answer.content)) ? (conversation.state.misses ?? 0) + 1 : 0;
    if (turn.state.misses >= 2 && live === 'assistant' && !handoff) {
      // Twice the assistant could not help: a person is offered (the quick reply asks for one).
      answers.push(frame({ type: 'message', text: AgencyAnswers.offerAdvisor, quickReplies: [...LiveChatTexts.offerAdvisorReplies] }));
      turn.state.misses = 0;
    }
    const frames = [visitorFrame, ...answers];
    conversation.state = turn.state;
    const offerAwaitsLead = turn.steps.some((step) => step.kind === 'offerCall') && !answers.some((answer) => answer.type === 'video_call_offer');
    const contactComplete = turn.steps.some((step) => step.kind === 'contactComplete');
    let leadId: string | null;
    if (!contactComplete && !(handoff && !handoff.already)) {
      leadId = await this.conversations.record(undefined, conversation.id, turn.state, frames);
    } else {
      leadId = await this.dataSource.transaction(async (manager) => {
        const linked = await this.conversations.record(manager, conversation.id, turn.state, frames);
        if (contactComplete) await this.enqueueContact(manager, conversation);
        if (handoff) await this.liveChat.applyHandoff(manager, handoff);
        return linked;
      });
    }
    // The CRM linked the lead while this turn ran: its consumer read the state before this turn's wish, so the offer
    // is this turn's to make (the row lock orders the two writes; exactly one of them sees the other).
    const offered = offerAwaitsLead && leadId && readyToOffer(turn.state) ? offerFrame(leadId) : null;
    if (offered) await this.conversations.append(undefined, conversation.id, offered);
    await this.liveChat.afterVisitorTurn(conversation.id, [...frames, ...(offered ? [offered] : [])].map((stored) => stored.id), handoff !== undefined && !handoff.already);
  }

  /**
   * The visitor consented to the alert: the saved search is created by leads (pending until its e-mail's link is
   * opened), and the assistant says what happened, never a success that was not; the turn's state follows the outcome.
   */
  private async saveAlert(turn: AssistantTurn, step: Extract<AssistantStep, { kind: 'saveAlert' }>, client: ClientInfo): Promise<VisitorServerFrame[]> {
    const outcome = await this.savedSearches.save({ criteria: step.criteria, email: step.email, frequency: step.frequency, privacy: true, client });
    const after = afterAlertSave(turn.state, step, outcome);
    turn.state = after.state;
    return [sayFrame(after.said)];
  }

  private async framesFor(conversation: ConversationRow, step: AssistantStep): Promise<VisitorServerFrame[]> {
    switch (step.kind) {
      case 'say':
        return [sayFrame(step)];
      case 'ask':
        return [frame({ type: 'request_info', field: step.field, text: step.text })];
      case 'received':
        return [frame({ type: 'info_received', field: step.field, text: step.text, ...(step.quickReplies && { quickReplies: step.quickReplies }) })];
      case 'search':
        return [await this.searchAnswer(step.criteria, step.english === true)];
      case 'offerCall': {
        const leadId = await this.conversations.leadIdOf(conversation.id);
        // Not linked yet: the CRM's answer makes the offer when it comes (LeadReadyConsumer).
        return [leadId ? offerFrame(leadId) : frame({ type: 'message', text: AgencyAnswers.callPending })];
      }
      case 'contactComplete':
      case 'handoff':
      case 'saveAlert':
        return [];
    }
  }

  /**
   * Up to three matches with their links, the total, and an offer to refine or talk to an advisor. Nothing matching:
   * what is near (the same place for sale instead of rent, the rest of the state, a wider budget) before giving up.
   */
  private async searchAnswer(criteria: ParsedCriteria, english: boolean): Promise<VisitorServerFrame> {
    try {
      const response = await this.propertySearch.search({ ...criteria, pageSize: MATCHES_SHOWN });
      if (response.count > 0) return matchesFrame(response, english ? AgencyAnswers.english.results(response.count) : matchesHeading(response.count), english);
      if (english) return frame({ type: 'message', text: AgencyAnswers.english.noMatches });
      for (const near of nearAlternatives(criteria)) {
        const alternative = await this.propertySearch.search({ ...near.criteria, pageSize: MATCHES_SHOWN });
        if (alternative.count > 0) return matchesFrame(alternative, AgencyAnswers.noMatchesNear(near.describe(alternative.count)), false);
      }
      return frame({ type: 'message', text: AgencyAnswers.noMatches });
    } catch (error) {
      this.logger.warn(`Catalogue search failed: ${(error as Error).message}`);
      return frame({ type: 'message', text: AgencyAnswers.searchFailed });
    }
  }

  private async enqueueContact(manager: EntityManager, conversation: ConversationRow): Promise<void> {
    const { state } = conversation;
    const words = await this.conversations.visitorWords(conversation.id);
    const event: ChatContactCollectedEvent = {
      conversationId: conversation.id,
      name: state.name!,
      email: state.email ?? null,
      phone: state.phone ?? null,
      preferredChannel: state.channel ?? (state.email ? 'email' : 'whatsapp'),
      criteria: state.criteria ?? {},
      transcript: words.join('\n').slice(-TRANSCRIPT_LIMIT),
      collectedAt: new Date().toISOString(),
    };
    await this.outbox.enqueue(manager, EventSubjects.contactCollected, event);
    this.logger.log(`Conversation ${conversation.id}: contact collected`);
  }

  latestSeq(conversationId: string): Promise<number> {
    return this.conversations.latestSeq(conversationId);
  }

  framesAfter(conversationId: string, after: { seq?: number; id?: string }): Promise<StoredFrame[]> {
    return this.conversations.framesAfter(conversationId, after);
  }

  /**
   * The CRM has the lead: the conversation keeps the id the booking will name (opaque here), and the offer is stored
   * for the visitor, whichever replica holds (or will hold) them, when they already said they want the call.
   * Resolves to false for a conversation this chat does not know.
   */
  async linkLead(manager: EntityManager, conversationId: string, bookingLeadId: string): Promise<boolean> {
    const state = await this.conversations.linkLead(manager, conversationId, bookingLeadId);
    if (state === null) return false;
    if (readyToOffer(state)) await this.conversations.append(manager, conversationId, offerFrame(bookingLeadId));
    return true;
  }
}
