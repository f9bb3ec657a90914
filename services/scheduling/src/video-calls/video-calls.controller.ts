import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import {
  availabilityQuerySchema,
  videoCallBookingSchema,
  videoCallOutcomeSchema,
  videoCallRangeQuerySchema,
  videoCallRescheduleSchema,
  type Availability,
  type AvailabilityQuery,
  type Identity,
  type PortalVideoCall,
  type PublicVideoCall,
  type VideoCallBooked,
  type VideoCallBooking,
  type VideoCallOutcome,
  type VideoCallReschedule,
} from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, requireSession, ZodValidationPipe } from '@prestigio/nest-common';
import { VideoCallsService } from './video-calls.service.js';

interface DateRange {
  from: string;
  to: string;
}
type OpenDateRange = Partial<DateRange>;

/** Spec §7 POST /api/schedule-video-call: the chat's booking dialog. */
@Controller('schedule-video-call')
export class BookingController {
  constructor(private readonly videoCalls: VideoCallsService) {}

  @Post()
  async book(@Body(new ZodValidationPipe(videoCallBookingSchema)) booking: VideoCallBooking): Promise<VideoCallBooked> {
    return { success: true, videoCall: await this.videoCalls.book(booking) };
  }
}

/** Public: free slots, and the visitor's manage page (the token is the only key). */
@Controller('video-calls')
export class PublicVideoCallsController {
  constructor(private readonly videoCalls: VideoCallsService) {}

  /** The agency's free slots; for one client (`leadId`, the portal's booking), behind the session, their agent's. */
  @Get('availability')
  availability(
    @CurrentIdentity() identity: Identity | null,
    @Query(new ZodValidationPipe(availabilityQuerySchema)) { from, to, leadId }: AvailabilityQuery,
  ): Promise<Availability> {
    if (leadId === undefined) return this.videoCalls.availability(from, to);
    return this.videoCalls.availabilityForClient(requireSession(identity), leadId, from, to);
  }

  @Get('manage/:token')
  async show(@Param('token') token: string): Promise<{ videoCall: PublicVideoCall }> {
    return { videoCall: await this.videoCalls.findByToken(token) };
  }

  @Post('manage/:token/reschedule')
  @HttpCode(200)
  async reschedule(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(videoCallRescheduleSchema)) body: VideoCallReschedule,
  ): Promise<{ videoCall: PublicVideoCall }> {
    return { videoCall: await this.videoCalls.rescheduleByToken(token, body.scheduledAt) };
  }

  /** Books another call for the same visitor once this one is over (the token is the key, as for the rest of the page). */
  @Post('manage/:token/book')
  async bookAgain(
    @Param('token') token: string,
    @Body(new ZodValidationPipe(videoCallRescheduleSchema)) body: VideoCallReschedule,
  ): Promise<VideoCallBooked> {
    return { success: true, videoCall: await this.videoCalls.bookAgainByToken(token, body.scheduledAt) };
  }

  @Post('manage/:token/cancel')
  @HttpCode(200)
  async cancel(@Param('token') token: string): Promise<{ videoCall: PublicVideoCall }> {
    return { videoCall: await this.videoCalls.cancelByToken(token) };
  }
}

/** The agents' portal: their calls (an admin sees every agent's). */
@Controller('video-calls')
@RequireSession()
export class PortalVideoCallsController {
  constructor(private readonly videoCalls: VideoCallsService) {}

  @Get()
  async list(
    @CurrentIdentity() identity: Identity,
    @Query(new ZodValidationPipe(videoCallRangeQuerySchema)) range: OpenDateRange,
  ): Promise<{ videoCalls: PortalVideoCall[] }> {
    return { videoCalls: await this.videoCalls.listForPortal(identity, range.from, range.to) };
  }

  /** A call the agent books for a client in their charge (by the client's id; the public booking is the site's). */
  @Post()
  async book(
    @CurrentIdentity() identity: Identity,
    @Body(new ZodValidationPipe(videoCallBookingSchema)) booking: VideoCallBooking,
  ): Promise<{ videoCall: PortalVideoCall }> {
    return { videoCall: await this.videoCalls.bookForPortal(identity, booking) };
  }

  @Post(':id/reschedule')
  @HttpCode(200)
  async reschedule(
    @CurrentIdentity() identity: Identity,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(videoCallRescheduleSchema)) body: VideoCallReschedule,
  ): Promise<{ videoCall: PortalVideoCall }> {
    return { videoCall: await this.videoCalls.rescheduleForPortal(identity, id, body.scheduledAt) };
  }

  @Post(':id/cancel')
  @HttpCode(200)
  async cancel(@CurrentIdentity() identity: Identity, @Param('id') id: string): Promise<{ videoCall: PortalVideoCall }> {
    return { videoCall: await this.videoCalls.cancelForPortal(identity, id) };
  }

  @Patch(':id/outcome')
  async outcome(
    @CurrentIdentity() identity: Identity,
    @Param('id') id: string,
    @Body(new ZodValidationPipe(videoCallOutcomeSchema)) body: VideoCallOutcome,
  ): Promise<{ videoCall: PortalVideoCall }> {
    return { videoCall: await this.videoCalls.recordOutcome(identity, id, body) };
  }
}
