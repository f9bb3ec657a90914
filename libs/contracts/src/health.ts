import { z } from 'zod';

export const componentStatusSchema = z.enum(['up', 'down']);
export type ComponentStatus = z.infer<typeof componentStatusSchema>;

/** `GET /health` of a service: 200 when every check is up, 503 otherwise. */
export const serviceHealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  service: z.string(),
  checks: z.record(z.string(), z.object({ status: componentStatusSchema, detail: z.string().optional() })),
});
export type ServiceHealth = z.infer<typeof serviceHealthSchema>;

/** `GET /health` of the gateway: one entry per upstream replica. */
export const gatewayHealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  upstreams: z.record(
    z.string(),
    z.array(z.object({ url: z.string(), status: componentStatusSchema, health: serviceHealthSchema.optional() })),
  ),
});
export type GatewayHealth = z.infer<typeof gatewayHealthSchema>;

/** What anyone may read of the gateway's health: up or degraded, never the internal addresses behind it. */
export const publicGatewayHealthSchema = gatewayHealthSchema.pick({ status: true });
export type PublicGatewayHealth = z.infer<typeof publicGatewayHealthSchema>;
