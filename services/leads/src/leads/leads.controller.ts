import { Body, Controller, Post, Req } from '@nestjs/common';
import { leadSchema, type LeadInput, type LeadReceipt } from '@prestigio/contracts';
import { ZodValidationPipe } from '@prestigio/nest-common';
import type { Request } from 'express';
import { clientInfo } from '@prestigio/nest-common';
import { LeadsService } from './leads.service.js';

/** The public contact form (spec §7 POST /api/leads). */
@Controller('leads')
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  @Post()
  receive(
    @Body(new ZodValidationPipe(leadSchema)) input: LeadInput,
    @Req() request: Request,
  ): Promise<LeadReceipt> {
    return this.leads.receiveContactForm(input, clientInfo(request));
  }
}
