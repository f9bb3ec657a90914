/**
 * Core NATS subject on which a replica that stored frames for a conversation (the video-call offer) tells the
 * others; the replica holding that visitor's socket delivers them. Not an event: losing one only delays delivery
 * until the visitor's next frame or reconnect, since frames are stored first.
 */
export function deliverySubject(namespace: string, conversationId: string): string {
  return `${namespace}.chat.deliver.${conversationId}`;
}
