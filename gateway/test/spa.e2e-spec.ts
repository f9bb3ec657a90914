import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { contentSecurityPolicy } from '../src/security/security-headers.js';
import { makeTempDir, send, startTestGateway, type RunningGateway } from './support/gateway-harness.js';

const indexHtml = '<!doctype html><html lang="es"><head><title>Prestigio</title></head><body><div id="root"></div></body></html>';
const appJs = `console.log(${JSON.stringify('Descubra Propiedades Excepcionales '.repeat(200))});`;
const notesTxt = 'Horario: lunes a viernes 9:00–18:00, sábado 10:00–14:00.\n'.repeat(100);
const html = { accept: 'text/html,application/xhtml+xml' };

describe('gateway static SPA', () => {
  let webDist: ReturnType<typeof makeTempDir>;
  let emptyDist: ReturnType<typeof makeTempDir>;
  let running: RunningGateway;
  let withoutBuild: RunningGateway;

  beforeAll(async () => {
    webDist = makeTempDir('prestigio-web-dist-');
    mkdirSync(join(webDist.dir, 'assets'));
    writeFileSync(join(webDist.dir, 'index.html'), indexHtml);
    writeFileSync(join(webDist.dir, 'assets', 'app-abc123.js'), appJs);
    writeFileSync(join(webDist.dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(appJs));
    writeFileSync(join(webDist.dir, 'assets', 'app-abc123.js.gz'), gzipSync(appJs));
    writeFileSync(join(webDist.dir, 'notes.txt'), notesTxt);
    emptyDist = makeTempDir('prestigio-web-dist-empty-');
    running = await startTestGateway({ upstreams: {}, webDist: webDist.dir });
    withoutBuild = await startTestGateway({ upstreams: {}, webDist: emptyDist.dir });
  });

  afterAll(async () => {
    await running.gateway.close();
    await withoutBuild.gateway.close();
    webDist.remove();
    emptyDist.remove();
  });

  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await send(running.baseUrl, '/', { headers: html });
    expect(response.status).toBe(200);
    expect(response.text).toBe(indexHtml);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/dashboard', '/auth', '/properties/new', '/calendar?month=2026-11', '/leads/3f0c2a52-6d7e-4a52-9a53-0f0b7c0d1e2f', '/propiedades/casa-en-polanco/'])(
    'falls back to index.html for the client route %s',
    async (path) => {
      const response = await send(running.baseUrl, path, { headers: html });
      expect(response.status).toBe(200);
      expect(response.text).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/cualquier/otra/ruta', '/propiedades', '/leads/1/2', '/dashboardx'])(
    'sends the app with a 404 status for %s, a path no page knows (the app shows its not-found screen)',
    async (path) => {
      const response = await send(running.baseUrl, path, { headers: html });
      expect(response.status).toBe(404);
      expect(response.text).toBe(indexHtml);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
    },
  );

  it('answers HEAD on a client route like GET, without a body', async () => {
    const response = await send(running.baseUrl, '/dashboard', { method: 'HEAD', headers: html });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body.length).toBe(0);
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const response = await send(running.baseUrl, '/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.text).toBe(appJs);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
  });

  it('chooses the brotli sibling when the client accepts br', async () => {
    const response = await send(running.baseUrl, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(appJs);
  });

  it('chooses the gzip sibling when the client accepts only gzip', async () => {
    const response = await send(running.baseUrl, '/assets/app-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.body).toString()).toBe(appJs);
  });

  it('compresses on the fly a file without a precompressed sibling, with a short cache', async () => {
    const response = await send(running.baseUrl, '/notes.txt', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(gunzipSync(response.body).toString()).toBe(notesTxt);
  });

  it.each([
    ['a missing file under /assets', '/assets/app-zzz999.js', html],
    ['a missing extension-less path under /assets', '/assets/chunk', html],
    ['a missing file elsewhere', '/logo-missing.png', html],
    ['a client route asked for as JSON', '/dashboard', { accept: 'application/json' }],
    ['a path escaping the build folder', '/..%2f..%2fetc%2fpasswd', html],
    ['a dotfile', '/.env', html],
  ])('answers a real 404 for %s', async (_case, path, headers) => {
    const response = await send(running.baseUrl, path, { headers });
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('id="root"');
  });

  it('answers a clear 503 page while WEB_DIST has no index.html', async () => {
    const response = await send(withoutBuild.baseUrl, '/dashboard', { headers: html });
    expect(response.status).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.text).toContain('El sitio web no está disponible');
    // The API and health keep working without a web build.
    expect((await send(withoutBuild.baseUrl, '/api/unknown')).status).toBe(404);
  });
});
