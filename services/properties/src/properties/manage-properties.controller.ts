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
import { PropertiesService } from './properties.service.js';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });

/** The portal's property management. Active accounts only; ownership rules live in PropertiesService. */
@Controller('properties/manage')
@RequireSession()
export class ManagePropertiesController {
  constructor(private readonly properties: PropertiesService) {}

  @Get()
  list(
    @CurrentIdentity() caller: Identity,
    @Query(new ZodValidationPipe(portalPropertyQuerySchema)) query: PortalPropertyQuery,
  ): Promise<PortalPropertyPage> {
    return this.properties.listForPortal(caller, query);
  }

  @Get(':id')
  get(@Param('id', uuid) id: string): Promise<AgentProperty> {
    return this.properties.getForAgent(id);
  }

  @Post()
  create(
    @CurrentIdentity() caller: Identity,
    @Body(new ZodValidationPipe(propertyWriteSchema)) property: PropertyWrite,
  ): Promise<AgentProperty> {
    return this.properties.create(caller, property);
  }

  @Patch(':id')
  update(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(propertyUpdateSchema)) changes: PropertyUpdate,
  ): Promise<AgentProperty> {
    return this.properties.update(caller, id, changes);
  }

  @Patch(':id/status')
  changeStatus(
    @CurrentIdentity() caller: Identity,
    @Param('id', uuid) id: string,
    @Body(new ZodValidationPipe(propertyStatusChangeSchema)) body: { status: PropertyStatus },
  ): Promise<AgentProperty> {
    return this.properties.changeStatus(caller, id, body.status);
  }

  @Delete(':id')
  @HttpCode(204)
  async archive(@CurrentIdentity() caller: Identity, @Param('id', uuid) id: string): Promise<void> {
    await this.properties.archive(caller, id);
  }
}
