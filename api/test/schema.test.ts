import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import codegenConfig from '../../codegen';
import { REPO_ROOT } from '../src/config';
import { printSchemaFile } from '../src/graphql/schema';

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');

describe('generated files', () => {
  it('schema.graphql is what the code emits (run `npm run schema` after changing the API)', () => {
    expect(read('schema.graphql')).toBe(printSchemaFile());
  });

  it('the web app types are what codegen makes of schema.graphql (run `npm run codegen`)', async () => {
    const cwd = process.cwd();
    process.chdir(REPO_ROOT);
    try {
      const outputs = await generate({ ...codegenConfig, silent: true }, false);
      expect(outputs.length).toBeGreaterThan(0);
      for (const output of outputs) {
        expect({ file: output.filename, content: read(output.filename) }).toEqual({ file: output.filename, content: output.content });
      }
    } finally {
      process.chdir(cwd);
    }
  }, 60_000);
});
