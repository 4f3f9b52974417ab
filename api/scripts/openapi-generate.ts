// Writes src/openapi/generated.d.ts, the client types openapi-typescript makes of /api/docs.
import fs from 'node:fs';
import path from 'node:path';
import { clientTypesSource, GENERATED_FILE, servedDocument } from '../src/openapi/client-types';

async function main() {
  const target = path.resolve(__dirname, '..', GENERATED_FILE);
  fs.writeFileSync(target, await clientTypesSource(await servedDocument()));
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
