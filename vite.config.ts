import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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
          // Shared by the sign-in pages and the console, these would otherwise be folded into the
          // entry, which every page downloads first (the login route's JavaScript budget).
          groups: [{ name: 'forms', test: /node_modules[\\/](yup|property-expr|tiny-case|toposort)[\\/]/ }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'ws://localhost:8080', ws: true } },
  },
});
