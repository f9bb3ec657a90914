import { Body, Controller, Post, Req } from '@nestjs/common';
import { newsletterSchema, type NewsletterInput, type NewsletterReceipt } from '@prestigio/contracts';
import { ZodValidationPipe } from '@prestigio/nest-common';
import type { Request } from 'express';
import { clientInfo } from '@prestigio/nest-common';
import { NewsletterService } from './newsletter.service.js';

/** The footer's newsletter field. */
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  @Post()
  subscribe(
    @Body(new ZodValidationPipe(newsletterSchema)) input: NewsletterInput,
    @Req() request: Request,
  ): Promise<NewsletterReceipt> {
    return this.newsletter.subscribe(input, clientInfo(request));
  }
}
