import { runForeground } from './processes.js';

/** Nx rebuilds only what changed since its cached build; `projects` empty means every project. */
export async function buildWithNx(root: string, projects: string[] = []): Promise<void> {
  const args = ['nx', 'run-many', '-t', 'build', ...(projects.length ? ['--projects', projects.join(',')] : [])];
  const code = await runForeground('npx', args, { cwd: root, env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false' } });
  if (code !== 0) throw new Error(`The build failed (npx ${args.join(' ')}, exit code ${code}); see above.`);
}
