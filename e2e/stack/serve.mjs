// Serves built apps: `node serve.mjs all` (the composed app) or `node serve.mjs library` (one app).
import { existsSync } from 'node:fs';
import { apps, distOf } from './apps.mjs';
import { createStaticServer } from './static-server.mjs';

const wanted = process.argv[2] ?? 'all';
const selected = wanted === 'all' ? apps : apps.filter((a) => a.name === wanted);
if (selected.length === 0) {
  console.error(`Unknown app "${wanted}". Use one of: all, ${apps.map((a) => a.name).join(', ')}`);
  process.exit(2);
}

const servers = [];
for (const app of selected) {
  const root = distOf(app.name);
  if (!existsSync(root)) {
    console.error(`${app.name} is not built (${root} is missing). Run pnpm build first.`);
    process.exit(1);
  }
  const port = Number(process.env[`${app.name.toUpperCase()}_PORT`] ?? app.port);
  servers.push(await createStaticServer({ root, port, spa: app.spa }));
  console.log(`${app.name} serving ${root} on http://localhost:${port}`);
}

const stop = () => {
  for (const s of servers) s.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
