import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { consoleChunks } from './scripts/consoleChunks.ts';

/** The browser's build: the entry, the sign-in pages, the console and its sections as chunks. */
const browserBuild: UserConfig = {
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Shared by the sign-in pages and the console, these would otherwise be folded into the
            // entry, which every page downloads first (the login route's JavaScript budget).
            { name: 'forms', test: /node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/ },
            // The console's libraries in two chunks (see consoleChunks.ts). What they import that the
            // sign-in pages also use (React) stays in its own chunk, or logging in would load them.
            { name: consoleChunks(import.meta.dirname), debugName: 'console-libraries', includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'ws://localhost:8080', ws: true } },
  },
};

/**
 * The server's drawing of console pages (`vite build --ssr`, see src/ssr/): the same code in one
 * file for a Node worker thread, its libraries included, in dist/ssr/ where no browser is served it.
 */
const serverDrawingBuild: UserConfig = {
  plugins: [react()],
  publicDir: false,
  // React's production build, as the browser gets, whatever NODE_ENV the server runs with (a build
  // made with NODE_ENV=development, for React's full messages, draws with its development build).
  define: { 'process.env.NODE_ENV': JSON.stringify(process.env.NODE_ENV === 'development' ? 'development' : 'production') },
  build: {
    ssr: 'src/ssr/renderWorker.ts',
    outDir: 'dist/ssr',
    emptyOutDir: false,
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: false } },
  },
  ssr: { noExternal: true },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverDrawingBuild : browserBuild));
