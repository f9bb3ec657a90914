import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, ParseUUIDPipe, Patch, Post, Query, Redirect, Req } from '@nestjs/common';
import {
  SAVED_SEARCH_ROUTES,
  savedSearchCreateSchema,
  savedSearchLink,
  savedSearchTokenBodySchema,
  savedSearchTokenQuerySchema,
  savedSearchUpdateSchema,
  savedSearchMessages,
  type ClientSavedSearches,
  type Identity,
  type SavedSearchConfirmation,
  type SavedSearchCreate,
  type SavedSearchList,
  type SavedSearchReceipt,
  type SavedSearchUnsubscribeReceipt,
  type SavedSearchUpdate,
  type SavedSearchView,
} from '@prestigio/contracts';
import { clientInfo, CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import type { Request } from 'express';
import { SavedSearchesService } from './saved-searches.service.js';

type TokenQuery = { token: string };
const tokenQuery = new ZodValidationPipe(savedSearchTokenQuerySchema);
/** A malformed id is answered like another address's or a deleted search: 404. */
const searchId = new ParseUUIDPipe({ errorHttpStatusCode: 404, exceptionFactory: () => new NotFoundException(savedSearchMessages.notFound) });

/** The public side of saved searches (no session): saving, and the signed links of their e-mails. */
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  @Post()
  @HttpCode(202)
  save(@Body(new ZodValidationPipe(savedSearchCreateSchema)) input: SavedSearchCreate, @Req() request: Request): Promise<SavedSearchReceipt> {
    return this.savedSearches.save(input, clientInfo(request));
  }

  @Post('confirm')
  @HttpCode(200)
  confirm(@Body(new ZodValidationPipe(savedSearchTokenBodySchema)) { token }: TokenQuery, @Req() request: Request): Promise<SavedSearchConfirmation> {
    return this.savedSearches.confirm(token, clientInfo(request));
  }

  @Get('manage')
  list(@Query(tokenQuery) { token }: TokenQuery): Promise<SavedSearchList> {
    return this.savedSearches.list(token);
  }

  @Patch('manage/:id')
  update(
    @Query(tokenQuery) { token }: TokenQuery,
    @Param('id', searchId) id: string,
    @Body(new ZodValidationPipe(savedSearchUpdateSchema)) changes: SavedSearchUpdate,
  ): Promise<SavedSearchView> {
    return this.savedSearches.update(token, id, changes);
  }

  @Delete('manage/:id')
  @HttpCode(204)
  remove(@Query(tokenQuery) { token }: TokenQuery, @Param('id', searchId) id: string): Promise<void> {
    return this.savedSearches.remove(token, id);
  }

  /** RFC 8058 one-click (the mail provider POSTs `List-Unsubscribe=One-Click`; the body is not needed) and the page's button. */
  @Post('unsubscribe')
  @HttpCode(200)
  unsubscribe(@Query(tokenQuery) { token }: TokenQuery): Promise<SavedSearchUnsubscribeReceipt> {
    return this.savedSearches.unsubscribe(token);
  }

  /** The header's link opened in a browser: a GET never unsubscribes (link scanners open them); the page asks first. */
  @Get('unsubscribe')
  @Redirect(SAVED_SEARCH_ROUTES.unsubscribe, 303)
  unsubscribePage(@Query(tokenQuery) { token }: TokenQuery): { url: string } {
    return { url: savedSearchLink(SAVED_SEARCH_ROUTES.unsubscribe, token) };
  }
}

/** The client's saved searches on the portal (session; the client's visibility rules). */
@Controller('leads')
@RequireSession()
export class ClientSavedSearchesController {
  constructor(private readonly savedSearches: SavedSearchesService) {}

  @Get(':id/saved-searches')
  forClient(@CurrentIdentity() caller: Identity, @Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<ClientSavedSearches> {
    return this.savedSearches.forClient(caller, id);
  }
}
