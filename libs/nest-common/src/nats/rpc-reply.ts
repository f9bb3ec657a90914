// The wire format lives in contracts so the gateway, which is not a Nest app, speaks the same request/reply.
export { rpcReplySchema, type RpcReply } from '@prestigio/contracts';
