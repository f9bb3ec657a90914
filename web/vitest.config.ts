// Component tests (React Testing Library in jsdom, HTTP and the chat's WebSocket through MSW). Vitest runs on the
// web's own Vite config, so tests see the same plugins, resolve conditions (workspace libraries from source) and
// transforms as the app. Files are `src/**/*.test.tsx`; Jest's unit project keeps `*.spec.ts` (plain functions).
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) => {
  // Not the server render's settings: its `noExternal: true` would make Vitest transform every dependency (lucide's
  // 1,600 icon files alone took 13 s); node_modules load as Node loads them.
  const { ssr: _serverRender, ...app } = viteConfig(env);
  return mergeConfig(app, {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      // The page's origin in every test; relative fetches and the chat's `ws://<host>/ws` resolve against it.
      environmentOptions: { jsdom: { url: 'http://localhost:3000/' } },
      restoreMocks: true,
      // A test takes about a second on an idle machine; this machine's two cores are shared (load averages of 20
      // were seen), which stretched some past Vitest's default 5 s.
      testTimeout: 20_000,
    },
  });
});
