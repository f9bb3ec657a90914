export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const NATS_NAMESPACE = Symbol('NATS_NAMESPACE');
