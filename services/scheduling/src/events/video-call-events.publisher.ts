import { Injectable } from '@nestjs/common';
import { EventSubjects, type VideoCallEvent } from '@prestigio/contracts';
import { OutboxService } from '@prestigio/nest-common';
import type { EntityManager } from 'typeorm';
import type { CallChange } from '../video-calls/video-call-mails.js';
import type { VideoCall } from '../video-calls/video-call.entity.js';

const subjectOf = {
  scheduled: EventSubjects.videoCallScheduled,
  rescheduled: EventSubjects.videoCallRescheduled,
  cancelled: EventSubjects.videoCallCancelled,
  outcome: EventSubjects.videoCallOutcomeRecorded,
} as const;

/** Announces a call's change through the outbox, inside the transaction that makes it (the CRM records activities). */
@Injectable()
export class VideoCallEventsPublisher {
  constructor(private readonly outbox: OutboxService) {}

  async publish(manager: EntityManager, call: VideoCall, change: CallChange | 'outcome'): Promise<void> {
    const data: VideoCallEvent = {
      videoCallId: call.id,
      leadId: call.leadId,
      agentId: call.agentId,
      scheduledAt: call.scheduledAt.toISOString(),
      durationMinutes: call.durationMinutes,
      status: call.status,
      meetingUrl: call.meetingUrl,
    };
    await this.outbox.enqueue(manager, subjectOf[change], data);
  }
}
