import { Controller, Get, NotFoundException, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { liveChatListQuerySchema, type Identity, type LiveChatDetail, type LiveChatList } from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import type { z } from 'zod';
import { LiveChatTexts } from './live-chat-texts.js';
import { LiveChatRefusal, LiveChatService } from './live-chat.service.js';

/** The portal's "Conversaciones": the list and one conversation, as the advisor may see them. */
@Controller('conversations')
@RequireSession()
export class LiveChatController {
  constructor(private readonly liveChat: LiveChatService) {}

  @Get()
  async list(@CurrentIdentity() viewer: Identity, @Query(new ZodValidationPipe(liveChatListQuerySchema)) query: z.output<typeof liveChatListQuerySchema>): Promise<LiveChatList> {
    return { conversations: await this.liveChat.list(viewer, query.state) };
  }

  @Get(':id')
  async detail(
    @CurrentIdentity() viewer: Identity,
    @Param('id', new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(LiveChatTexts.notFound) })) id: string,
  ): Promise<LiveChatDetail> {
    try {
      return await this.liveChat.detail(viewer, id);
    } catch (error) {
      if (error instanceof LiveChatRefusal) throw new NotFoundException(LiveChatTexts.notFound);
      throw error;
    }
  }
}
