import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { consoleChunks } from './scripts/consoleChunks.ts';

export default defineConfig({
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
});
