import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { activityStatusOfCall, EventSubjects, formatAgencyDate, formatAgencyTime, videoCallEventSchema, videoCallStatusLabels, type VideoCallEvent } from '@prestigio/contracts';
import { IdempotentEventConsumer } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import { LeadTimelineRepository } from '../../leads/lead-timeline.repository.js';
import { LeadsRepository } from '../../leads/leads.repository.js';
import { ActivitiesRepository } from '../activities.repository.js';

/**
 * A booked video call is a Videollamada activity (Programada) on the agent's list and the lead's timeline, exactly
 * once however often the event arrives; a rescheduled call moves it, a cancelled one is Cancelada, one the agent
 * closed is Completada ("No asistió" in its description when the client did not come). The activity carries the
 * meeting room's link.
 */
@Injectable()
export class VideoCallConsumer implements OnApplicationBootstrap {
  constructor(
    private readonly events: IdempotentEventConsumer,
    private readonly activities: ActivitiesRepository,
    private readonly timeline: LeadTimelineRepository,
    private readonly leads: LeadsRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // The durable names are the consumers' identity in JetStream and in processed_events: never rename them.
    await this.events.consume(EventSubjects.videoCallScheduled, 'crm-video-call-scheduled', videoCallEventSchema, (call, { manager }) => this.apply(manager, call, 'Agendada'));
    await this.events.consume(EventSubjects.videoCallRescheduled, 'crm-video-call-rescheduled', videoCallEventSchema, (call, { manager }) => this.apply(manager, call, 'Reprogramada'));
    await this.events.consume(EventSubjects.videoCallCancelled, 'crm-video-call-cancelled', videoCallEventSchema, (call, { manager }) => this.apply(manager, call, 'Cancelada'));
    await this.events.consume(EventSubjects.videoCallOutcomeRecorded, 'crm-video-call-outcome', videoCallEventSchema, (call, { manager }) =>
      this.apply(manager, call, videoCallStatusLabels[call.status]),
    );
  }

  private async apply(manager: EntityManager, call: VideoCallEvent, what: string): Promise<void> {
    const when = new Date(call.scheduledAt);
    const how = { programada: 'con el cliente', completada: 'con el cliente', cancelada: 'cancelada', no_asistio: 'sin asistencia del cliente' }[call.status];
    const description = `Videollamada ${how}: ${formatAgencyDate(when)} a las ${formatAgencyTime(when)}`;
    // A new activity goes on the lead booked for while it exists; an existing one keeps its lead (a merge may have
    // moved it to the surviving client, while scheduling keeps the id it booked with).
    const bookedLead = (await this.leads.exists(manager, call.leadId)) ? call.leadId : null;
    await this.activities.upsertVideoCall(manager, call, bookedLead, description, activityStatusOfCall(call.status));
    const leadId = await this.activities.leadOfVideoCall(manager, call.videoCallId);
    if (leadId) {
      await this.timeline.record(manager, leadId, 'video_call', `${what}: videollamada del ${formatAgencyDate(when)} a las ${formatAgencyTime(when)}`);
    }
  }
}
