// A local NATS JetStream cluster for the fault tests: `size` nats-server processes (Debian installs it in /usr/sbin) on
// free ports of 127.0.0.1, each with its own store, joined by routes into one cluster as the compose `ha` profile and
// the Helm chart run it.
import fs from 'node:fs';
import path from 'node:path';
import { connect } from 'nats';
import { findOnPath, natsInfo } from './infra.js';
import { createLineLog, type LineLog, type Output } from './log.js';
import { isRunning, spawnManaged, stopProcess, type ManagedChild } from './processes.js';
import { findFreePort } from './stack.js';

export interface NatsClusterNode {
  /** The server's name in the cluster (what stream info names as leader or replica). */
  name: string;
  url: string;
  /** Kills the server outright (SIGKILL: a node lost), leaving its store as it was. */
  kill(): Promise<void>;
  running(): boolean;
  log: LineLog;
}

export interface NatsCluster {
  nodes: NatsClusterNode[];
  /** Every node's URL, comma-separated: the NATS_URL the services are given. */
  urls: string;
  stop(): Promise<void>;
}

export interface NatsClusterOptions {
  /** Each node keeps its JetStream store in `<dataDir>/<node name>`. */
  dataDir: string;
  size?: number;
  clusterName?: string;
  output?: Output | null;
  timeoutMs?: number;
}

/**
 * Starts the nodes and resolves once the cluster has elected its JetStream meta leader (streams can be created). On
 * failure everything started is stopped and the error carries the nodes' last log lines.
 */
export async function startNatsCluster({ dataDir, size = 3, clusterName = 'prestigio', output = null, timeoutMs = 60_000 }: NatsClusterOptions): Promise<NatsCluster> {
  const executable = findOnPath('nats-server');
  if (!executable) throw new Error('nats-server is not installed (Debian: apt-get install nats-server)');
  const ports = [];
  for (let index = 0; index < size; index++) ports.push({ client: await findFreePort(), route: await findFreePort() });
  const routes = ports.map(({ route }) => `nats://127.0.0.1:${route}`).join(',');
  const children: ManagedChild[] = [];
  const nodes: NatsClusterNode[] = ports.map(({ client, route }, index) => {
    const name = `${clusterName}-${index + 1}`;
    const store = path.join(dataDir, name);
    fs.mkdirSync(store, { recursive: true });
    const log = createLineLog(name, output);
    const child = spawnManaged(
      executable,
      ['-js', '-sd', store, '-n', name, '-a', '127.0.0.1', '-p', String(client), '--cluster_name', clusterName, '--cluster', `nats://127.0.0.1:${route}`, '--routes', routes],
      { env: process.env, log },
    );
    children.push(child);
    return {
      name,
      url: `nats://127.0.0.1:${client}`,
      log,
      running: () => isRunning(child),
      kill: async () => {
        await stopProcess(child, 0, 'SIGKILL');
      },
    };
  });
  const stop = async () => {
    await Promise.all(children.map((child) => stopProcess(child, 5_000)));
  };
  const urls = nodes.map((node) => node.url).join(',');
  try {
    await waitForJetStream(urls, nodes, timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${nodes.map((node) => `── ${node.name}\n${node.log.tail(15)}`).join('\n')}`, { cause: error });
  }
  return { nodes, urls, stop };
}

async function waitForJetStream(urls: string, nodes: NatsClusterNode[], timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const node of nodes) {
    while (!(await natsInfo(node.url, 500))) {
      if (!node.running() || Date.now() > deadline) throw new Error(`nats-server ${node.name} did not come up at ${node.url}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const connection = await connect({ servers: urls.split(','), timeout: 5_000 });
  try {
    const manager = await connection.jetstreamManager({ checkAPI: false });
    for (;;) {
      // Answered only once the nodes have elected the meta leader that places streams.
      const ready = await manager.getAccountInfo().then(
        () => true,
        () => false,
      );
      if (ready) return;
      if (Date.now() > deadline) throw new Error(`the NATS cluster elected no JetStream leader within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await connection.close();
  }
}
