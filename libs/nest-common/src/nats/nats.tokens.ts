export const NATS_CONNECTION = Symbol('NATS_CONNECTION');
export const NATS_NAMESPACE = Symbol('NATS_NAMESPACE');
/** NATS_STREAM_REPLICAS: how many copies of each stream the cluster keeps. */
export const NATS_STREAM_REPLICAS = Symbol('NATS_STREAM_REPLICAS');
