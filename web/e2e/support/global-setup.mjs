// Jest loads its globalSetup outside its module registry, so the launcher's TypeScript (relative `.js` imports that
// name `.ts` files) would not resolve there. This entry loads it through tsx, as scripts/ run every tool.
import { register } from 'tsx/esm/api';

register();
const { default: globalSetup } = await import('./global-setup.ts');
export default globalSetup;
