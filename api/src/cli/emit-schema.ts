import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../config';
import { printSchemaFile } from '../graphql/schema';

const target = path.join(REPO_ROOT, 'schema.graphql');
writeFileSync(target, printSchemaFile());
console.log(`Wrote ${path.relative(process.cwd(), target) || target}`);
