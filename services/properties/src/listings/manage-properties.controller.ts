import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query } from '@nestjs/common';
import {
  portalPropertyQuerySchema,
  propertyStatusChangeSchema,
  propertyUpdateSchema,
  propertyWriteSchema,
  type AgentProperty,
  type Identity,
  type PortalPropertyPage,
  type PortalPropertyQuery,
  type PropertyStatus,
  type PropertyUpdate,
  type PropertyWrite,
} from '@prestigio/contracts';
import { CurrentIdentity, RequireSession, ZodValidationPipe } from '@prestigio/nest-common';
import { AgentDirectory } from './agent-directory.js';
import { ListingsService } from './listings.service.js';
import { toAgentProperty, toSummary } from './property.mapper.js';
import { PropertiesRepository } from './properties.repository.js';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** The portal's listing management. Active accounts only; ownership rules live in ListingsService. */
@Controller('properties/manage')
@RequireSession()
export class ManagePropertiesController {
  constructor(
    private readonly listings: ListingsService,
    private readonly repository: PropertiesRepository,
    private readonly agents: AgentDirectory,
  ) {}

  @Get()
  async list(
    @CurrentIdentity() caller: Identity,
    @Query(new ZodValidationPipe(portalPropertyQuerySchema)) query: PortalPropertyQuery,
  ): Promise<PortalPropertyPage> {
    const { count, results } = await this.listings.list({
      text: query.text,
      status: query.status,
      agentId: query.mine ? caller.userId : undefined,
      page: query.page,
      pageSize: query.pageSize,
    });
    return {
      count,
      results: results.map((property) => ({
        ...toSummary(property),
        agentId: property.agentId,
        agentName: property.agentName,
        updatedAt: property.updatedAt.toISOString(),
      })),
    };
  }

  @Get(':id')
  async get(@Param('id', uuid) id: string): Promise<AgentProperty> {
    return this.withPhotos(await this.listings.get(id));
  }

  @Post()
  async create(
    @CurrentIdentity() caller: Identity,
    @Body(new ZodValidationPipe(propertyWriteSchema)) listing: PropertyWrite,
  ): Promise<AgentProperty> {
    const agentName = await this.agents.displayName(caller.userId);
    return this.withPhotos(await this.listings.create(caller, agentName, listing));
  }

  @Patch(':id')
  async update(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(propertyUpdateSchema)) changes: PropertyUpdate,
  ): Promise<AgentProperty> {
    return this.withPhotos(await this.listings.update(caller, id, changes));
  }

  @Patch(':id/status')
  async changeStatus(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(propertyStatusChangeSchema)) body: { status: PropertyStatus },
  ): Promise<AgentProperty> {
    return this.withPhotos(await this.listings.changeStatus(caller, id, body.status));
  }

  @Delete(':id')
  @HttpCode(204)
  async archive(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<void> {
    await this.listings.archive(caller, id);
  }

  private async withPhotos(property: Awaited<ReturnType<ListingsService['get']>>): Promise<AgentProperty> {
    return toAgentProperty(property, await this.repository.photosOf(property.id));
  }
}
