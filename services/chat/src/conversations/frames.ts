import type { VisitorServerFrame } from '@prestigio/contracts';
import { randomUUID } from 'node:crypto';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type FrameDraft = DistributiveOmit<VisitorServerFrame, 'id' | 'timestamp' | 'content' | 'message' | 'sender'> & {
  text: string;
  sender?: 'agent' | 'user';
  /** A frame id chosen elsewhere (an advisor's message keeps the id the portal gave it). */
  id?: string;
};

/** Builds a server frame: every one has an id, an ISO timestamp, and its text under both names the spec uses. */
export function frame(draft: FrameDraft): VisitorServerFrame {
  const { text, sender = 'agent', id = randomUUID(), ...rest } = draft;
  return { id, timestamp: new Date().toISOString(), sender, content: text, message: text, ...rest } as VisitorServerFrame;
}
