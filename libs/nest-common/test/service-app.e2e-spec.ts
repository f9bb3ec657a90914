import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Body, Controller, Get, Injectable, Module, NotFoundException, type OnApplicationBootstrap, Post } from '@nestjs/common';
import {
  IDENTITY_HEADER,
  REQUEST_ID_HEADER,
  RpcSubjects,
  type Identity,
} from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import {
  createEventTables,
  CurrentIdentity,
  currentCorrelationId,
  defineServiceEnv,
  dropEventTables,
  NatsService,
  RequireRole,
  RequireSession,
  ServiceCoreModule,
  ZodValidationPipe,
} from '@prestigio/nest-common';
import { startTestService, type TestService } from '@prestigio/testing';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import request from 'supertest';
import { z } from 'zod';

class AppTestInit1795327978000 implements MigrationInterface {
  name = 'AppTestInit1795327978000';
  up = (queryRunner: QueryRunner) => createEventTables(queryRunner);
  down = (queryRunner: QueryRunner) => dropEventTables(queryRunner);
}

const contactSchema = z.object({
  name: z.string().min(2, 'El nombre es demasiado corto'),
  phone: z.string().min(8, 'El teléfono debe tener al menos 8 dígitos'),
});
const searchRequestSchema = z.object({ city: z.string().min(1) });
const searchReplySchema = z.object({ count: z.number(), city: z.string(), correlationId: z.string().optional() });

@Controller('probe')
class ProbeController {
  @Post('contact')
  contact(@Body(new ZodValidationPipe(contactSchema)) contact: z.output<typeof contactSchema>) {
    return { received: contact };
  }

  @Get('whoami')
  whoami(@CurrentIdentity() identity: Identity | null) {
    return { identity };
  }

  @Get('portal')
  @RequireSession()
  portal() {
    return { ok: true };
  }

  @Get('admin')
  @RequireRole('admin')
  admin() {
    return { ok: true };
  }

  @Get('broken')
  broken() {
    throw new Error('column "secret_sql" of relation "users" does not exist');
  }

  @Get('missing')
  missing() {
    throw new NotFoundException('La propiedad no existe');
  }

  @Get('search')
  search() {
    return this.nats.request(RpcSubjects.searchProperties, { city: 'Mérida' }, searchReplySchema, 1_000);
  }

  @Get('invalid-search')
  invalidSearch() {
    return this.nats.request(RpcSubjects.searchProperties, { city: '' }, searchReplySchema, 1_000);
  }

  @Get('unanswered')
  unanswered() {
    return this.nats.request(RpcSubjects.resolveSession, {}, z.unknown(), 300);
  }

  constructor(private readonly nats: NatsService) {}
}

@Injectable()
class SearchResponder implements OnApplicationBootstrap {
  constructor(private readonly nats: NatsService) {}

  onApplicationBootstrap(): void {
    this.nats.serve(RpcSubjects.searchProperties, searchRequestSchema, async ({ city }) => ({
      count: 3,
      city,
      correlationId: currentCorrelationId(),
    }));
  }
}

@Module({
  imports: [ServiceCoreModule.forService({ schema: 'app_test', migrations: [AppTestInit1795327978000] })],
  controllers: [ProbeController],
  providers: [SearchResponder],
})
class ProbeModule {}

describe('a service app built by nest-common (real HTTP, Postgres and NATS)', () => {
  let service: TestService<{ IDENTITY_SECRET: string }>;
  const admin: Identity = { userId: 'u-admin', role: 'admin', status: 'active' };

  beforeAll(async () => {
    service = await startTestService(ProbeModule, {
      name: 'probe',
      envSchema: defineServiceEnv(0),
      env: { IDENTITY_SECRET: 'e2e-identity-secret-0123456789' },
    });
  }, 30_000);

  afterAll(async () => {
    await service?.stop();
  }, 30_000);

  const http = () => request(service.baseUrl);

  it('validates bodies with zod: parsed value to the handler, 400 with Spanish field errors otherwise', async () => {
    const accepted = await http().post('/api/probe/contact').send({ name: 'Lucía', phone: '5512345678', role: 'admin' });
    expect(accepted.status).toBe(201);
    expect(accepted.body).toEqual({ received: { name: 'Lucía', phone: '5512345678' } });

    const rejected = await http().post('/api/probe/contact').send({ name: 'L', phone: '55' }).expect(400);
    expect(rejected.body).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: { name: 'El nombre es demasiado corto', phone: 'El teléfono debe tener al menos 8 dígitos' },
    });
  });

  it('answers malformed JSON with 400 in the same shape', async () => {
    const response = await http()
      .post('/api/probe/contact')
      .set('Content-Type', 'application/json')
      .send('{"name": "Lucía",')
      .expect(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Datos inválidos',
      errors: { body: 'El cuerpo de la solicitud no es un JSON válido' },
    });
  });

  it('refuses bodies over the limit with 413 in Spanish', async () => {
    const response = await http()
      .post('/api/probe/contact')
      .send({ name: 'x'.repeat(1_100_000), phone: '5512345678' })
      .expect(413);
    expect(response.body).toEqual({ statusCode: 413, message: 'La solicitud es demasiado grande' });
  });

  it('hides unexpected errors behind a bare 500, and keeps messages of deliberate HTTP errors', async () => {
    const broken = await http().get('/api/probe/broken').expect(500);
    expect(broken.body).toEqual({ statusCode: 500, message: 'Error interno del servidor' });
    expect(broken.text).not.toMatch(/secret_sql|users|at /);
    const missing = await http().get('/api/probe/missing').expect(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'La propiedad no existe' });
  });

  it('accepts only identities the gateway signed for this very request', async () => {
    const token = signIdentity(admin, service.env.IDENTITY_SECRET, 'req-signed');
    const signed = await http().get('/api/probe/whoami').set(IDENTITY_HEADER, token).set(REQUEST_ID_HEADER, 'req-signed');
    expect(signed.body).toEqual({ identity: admin });
    await http().get('/api/probe/admin').set(IDENTITY_HEADER, token).set(REQUEST_ID_HEADER, 'req-signed').expect(200);

    const replayed = await http().get('/api/probe/whoami').set(IDENTITY_HEADER, token).set(REQUEST_ID_HEADER, 'req-other');
    expect(replayed.body).toEqual({ identity: null });
    const anonymous = await http().get('/api/probe/portal').expect(401);
    expect(anonymous.body).toEqual({ statusCode: 401, message: 'Inicia sesión para continuar' });
    const forged = signIdentity(admin, 'not-the-secret-at-all', 'req-forged');
    await http().get('/api/probe/admin').set(IDENTITY_HEADER, forged).set(REQUEST_ID_HEADER, 'req-forged').expect(401);

    const agentToken = signIdentity({ ...admin, role: 'agent' }, service.env.IDENTITY_SECRET, 'req-agent');
    const forbidden = await http()
      .get('/api/probe/admin')
      .set(IDENTITY_HEADER, agentToken)
      .set(REQUEST_ID_HEADER, 'req-agent')
      .expect(403);
    expect(forbidden.body).toEqual({ statusCode: 403, message: 'No tienes permiso para realizar esta acción' });
  });

  it('answers NATS requests with validation, propagating the correlation id', async () => {
    const response = await http().get('/api/probe/search').set(REQUEST_ID_HEADER, 'req-rpc').expect(200);
    expect(response.body).toEqual({ count: 3, city: 'Mérida', correlationId: 'req-rpc' });

    const invalid = await http().get('/api/probe/invalid-search').expect(400);
    expect(invalid.body).toMatchObject({ statusCode: 400, message: 'Datos inválidos', errors: { city: expect.any(String) } });
  });

  it('turns a query nobody answers into 503', async () => {
    const response = await http().get('/api/probe/unanswered').expect(503);
    expect(response.body).toEqual({ statusCode: 503, message: 'Servicio no disponible temporalmente' });
  });
});
