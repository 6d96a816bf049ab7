import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';

/**
 * The bare react-admin apps some benchmarks set beside the console: built by the console's own vite
 * and React plugin from one HTML entry of `root`, and served from the folder built.
 */
export async function buildBareApp(root: string, entryHtml: string, outDir: string): Promise<void> {
  // A NODE_ENV of test or development left in the environment would build React's development files.
  process.env.NODE_ENV = 'production';
  const { build } = await import('vite');
  await build({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, rolldownOptions: { input: path.join(root, entryHtml) } },
  });
}

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css' };

/** The built file an address's path names, with its content type; none for a path outside the folder or a file not there. */
export function builtFileAt(dir: string, pathname: string): { file: string; type: string } | undefined {
  const file = path.join(dir, path.normalize(pathname));
  if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return undefined;
  return { file, type: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' };
}
