import { main } from '../server/main';
import { ensureUiBuilt } from './uiBuild';

try {
  await ensureUiBuilt();
} catch (error) {
  console.error('Cannot start: building the web app failed.', error instanceof Error ? error.message : error);
  process.exit(1);
}
await main();
