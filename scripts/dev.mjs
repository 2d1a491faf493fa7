// `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (port 5173,
// proxying /api and /idp to the API). Open http://localhost:5173.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const children = [
  spawn(npm, ['run', 'dev', '-w', '@portal/api'], { cwd: root, stdio: 'inherit' }),
  spawn(npm, ['run', 'dev', '-w', '@portal/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
