// `npm run dev`: the API with reload on :3000 and Vite's dev server on :5173 (which proxies /api).
import { spawn } from 'node:child_process';

const env = { ...process.env, BASE_URL: process.env.BASE_URL ?? 'http://localhost:5173' };
const children = [
  spawn('node_modules/.bin/tsx', ['watch', 'src/server/index.ts'], { stdio: 'inherit', env }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
