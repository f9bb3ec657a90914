import { errorBodySchema } from '@prestigio/contracts';
import { z } from 'zod';

/**
 * Wire format of a reply on `<ns>.rpc.<subject>`: the handler's result, or the error body an HTTP caller would get.
 * Requests are the bare JSON payload; both carry the correlation id in the `x-request-id` NATS header.
 */
export const rpcReplySchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), data: z.unknown() }),
  z.object({ ok: z.literal(false), error: errorBodySchema }),
]);
export type RpcReply = z.infer<typeof rpcReplySchema>;
