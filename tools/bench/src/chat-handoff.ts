// The chat suite's handoff scenario (issue 26): 200 visitors ask for a person at once and 20 advisors take them
// (10 each, as the rotation deals them); then each advisor writes in each of their conversations every 2 s, and the
// time from the advisor's `reply` to the visitor's socket receiving it is measured: first with the advisors on the
// visitors' chat replica, then on a second replica (the line crosses NATS). Visitors go through the gateway; advisors
// connect to the replicas with the identity the gateway would sign for their portal session (the bench has no
// sessions of 20 advisors), so the gateway's share of the advisor's side is not in the figure.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { IDENTITY_HEADER, REQUEST_ID_HEADER, type Identity } from '@prestigio/contracts';
import { signIdentity } from '@prestigio/contracts/identity-token';
import { findFreePort, repoRoot, type StartedStack } from '@prestigio/launcher';
import type WebSocketClient from 'ws';
import { percentile } from './format.js';

const WebSocket = createRequire(path.join(repoRoot, 'services', 'chat', 'package.json'))('ws') as typeof WebSocketClient;

export const HANDOFF = { conversations: 200, advisors: 20, replyEveryMs: 2_000, durationS: 20, goalP99Ms: 100 };

interface Frame {
  type: string;
  id?: string;
  state?: string;
  conversation?: { id: string; offeredTo: string | null; state: string };
}

/** A socket that hands each parsed frame to whoever listens now. */
interface Peer {
  socket: WebSocketClient;
  listeners: Set<(frame: Frame) => void>;
}

function openPeer(url: string, headers: Record<string, string>, ready: (frame: Frame) => boolean): Promise<Peer> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    const peer: Peer = { socket, listeners: new Set() };
    const timer = setTimeout(() => reject(new Error(`no first frame from ${url} within 30 s`)), 30_000);
    socket.on('message', (raw: WebSocketClient.RawData) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      if (ready(frame)) {
        clearTimeout(timer);
        resolve(peer);
      }
      for (const listener of peer.listeners) listener(frame);
    });
    socket.on('error', (error: Error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function waitFor(peer: Peer, predicate: (frame: Frame) => boolean, timeoutMs = 30_000): Promise<Frame> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      peer.listeners.delete(listener);
      reject(new Error('frame not received within 30 s'));
    }, timeoutMs);
    const listener = (frame: Frame) => {
      if (!predicate(frame)) return;
      clearTimeout(timer);
      peer.listeners.delete(listener);
      resolve(frame);
    };
    peer.listeners.add(listener);
  });
}

/** A second chat replica on the stack's database and namespace, as the launcher starts the first. */
async function startSecondReplica(env: NodeJS.ProcessEnv): Promise<{ url: string; child: ChildProcess }> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['dist/main.js'], { cwd: path.join(repoRoot, 'services', 'chat'), env: { ...env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const healthy = await fetch(`${url}/health`).then((response) => response.ok, () => false);
    if (healthy) return { url, child };
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the second chat replica did not start');
    await sleep(250);
  }
}

export interface HandoffPhase {
  where: string;
  handedOffMs: number;
  samples: number;
  lost: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

async function phase(where: string, stack: StartedStack, advisorsUrl: string): Promise<HandoffPhase> {
  const advisors: Array<{ identity: Identity; peer: Peer }> = [];
  for (let index = 0; index < HANDOFF.advisors; index++) {
    const identity: Identity = { userId: randomUUID(), role: 'agent', status: 'active' };
    const requestId = randomUUID();
    const headers = { [REQUEST_ID_HEADER]: requestId, [IDENTITY_HEADER]: signIdentity(identity, stack.identitySecret!, requestId) };
    advisors.push({ identity, peer: await openPeer(`${advisorsUrl.replace(/^http/, 'ws')}/ws/agents`, headers, (frame) => frame.type === 'hello') });
  }
  const byId = new Map(advisors.map((advisor) => [advisor.identity.userId, advisor]));
  const visitorsUrl = `${stack.baseUrl.replace(/^http/, 'ws')}/ws`;
  const visitors = await Promise.all(Array.from({ length: HANDOFF.conversations }, () => openPeer(visitorsUrl, { origin: stack.baseUrl }, (frame) => frame.type === 'welcome')));

  // Each advisor takes what is offered to them, as the portal's "Tomar conversación" would.
  const held = new Map<string, string>();
  for (const advisor of advisors) {
    advisor.peer.listeners.add((frame) => {
      if (frame.type !== 'waiting' || frame.conversation?.offeredTo !== advisor.identity.userId) return;
      held.set(frame.conversation.id, advisor.identity.userId);
      advisor.peer.socket.send(JSON.stringify({ type: 'take', conversationId: frame.conversation.id }));
    });
  }
  const began = performance.now();
  const taken = visitors.map((visitor) => waitFor(visitor, (frame) => frame.type === 'conversation_state' && frame.state === 'agent', 60_000));
  for (const visitor of visitors) visitor.socket.send(JSON.stringify({ type: 'message', sender: 'user', content: 'quiero hablar con un asesor' }));
  await Promise.all(taken);
  const handedOffMs = performance.now() - began;

  // Which visitor is which conversation: each says who they are, and the holder's transcript tells.
  const visitorOf = new Map<string, Peer>();
  await Promise.all(
    visitors.map(async (visitor, index) => {
      const marker = `visitante-${index}-${randomUUID()}`;
      visitor.socket.send(JSON.stringify({ type: 'message', sender: 'user', content: marker }));
      await sleep(0);
      visitorOf.set(marker, visitor);
    }),
  );
  await sleep(1_000);
  const conversationOf = new Map<Peer, { conversationId: string; advisor: Peer }>();
  await Promise.all(
    [...held.entries()].map(async ([conversationId, advisorId]) => {
      const advisor = byId.get(advisorId)!.peer;
      const transcript = waitFor(advisor, (frame) => frame.type === 'transcript' && (frame as unknown as { conversationId: string }).conversationId === conversationId);
      advisor.socket.send(JSON.stringify({ type: 'watch', conversationId }));
      const { messages } = (await transcript) as unknown as { messages: Array<{ text: string }> };
      const marker = messages.map((message) => message.text).find((text) => visitorOf.has(text));
      if (marker) conversationOf.set(visitorOf.get(marker)!, { conversationId, advisor });
    }),
  );

  // The load: every conversation's advisor writes every 2 s (random phase); each line's trip to the visitor is timed.
  const latencies: number[] = [];
  let lost = 0;
  const until = Date.now() + HANDOFF.durationS * 1_000;
  await Promise.all(
    [...conversationOf.entries()].map(async ([visitor, { conversationId, advisor }]) => {
      await sleep(Math.random() * HANDOFF.replyEveryMs);
      while (Date.now() < until) {
        const clientMessageId = randomUUID();
        const sent = performance.now();
        const arrived = waitFor(visitor, (frame) => frame.id === clientMessageId, 10_000).then(
          () => latencies.push(performance.now() - sent),
          () => (lost += 1),
        );
        advisor.socket.send(JSON.stringify({ type: 'reply', conversationId, clientMessageId, content: 'Con gusto le ayudo.' }));
        await arrived;
        await sleep(Math.max(0, HANDOFF.replyEveryMs - (performance.now() - sent)));
      }
    }),
  );
  for (const peer of [...visitors, ...advisors.map((advisor) => advisor.peer)]) peer.socket.close(1000);
  latencies.sort((a, b) => a - b);
  lost += HANDOFF.conversations - conversationOf.size;
  return { where, handedOffMs, samples: latencies.length, lost, p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99), max: latencies.at(-1) ?? NaN };
}

/** Both phases: advisors on the visitors' replica, then on a second one. */
export async function runHandoffScenario(stack: StartedStack, replicaEnv: NodeJS.ProcessEnv): Promise<HandoffPhase[]> {
  const sameReplica = await phase('advisors on the visitors\' replica', stack, `http://127.0.0.1:${stack.ports.chat}`);
  const second = await startSecondReplica(replicaEnv);
  try {
    const across = await phase('advisors on another replica (through NATS)', stack, second.url);
    return [sameReplica, across];
  } finally {
    second.child.kill('SIGTERM');
  }
}
