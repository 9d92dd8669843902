import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// The files linted here do not exist, so no tsconfig holds them: the rules that read types are left out.
const eslint = new ESLint({ cwd: root, overrideConfig: tseslint.configs.disableTypeChecked });

/** The boundary errors lint reports for `code` placed at `file`. */
async function boundaryErrors(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === 'boundaries/layers').map((m) => m.message);
}

describe('import boundaries', () => {
  it('refuses a feature importing another feature, by alias or by relative path', async () => {
    expect(await boundaryErrors('src/client/features/titles/x.ts', "import '@/features/ideas/api';")).toHaveLength(1);
    expect(await boundaryErrors('src/client/features/titles/components/x.tsx', "import '../../ideas/api';")).toEqual([
      expect.stringContaining('features never import each other'),
    ]);
  });

  it('lets a feature import its own files, components, lib and shared code', async () => {
    const code = [
      "import './api';",
      "import '@/features/titles/title-messages';",
      "import '@/components/generation/tool-page';",
      "import '@/lib/api/api-client';",
      "import '@shared/catalog';",
    ].join('\n');
    expect(await boundaryErrors('src/client/features/titles/components/x.tsx', code)).toEqual([]);
  });

  it('refuses components/ importing a feature and the client importing the server', async () => {
    expect(await boundaryErrors('src/client/components/x.tsx', "import '@/features/titles/api';")).toHaveLength(1);
    expect(await boundaryErrors('src/client/lib/x.ts', "import '../../server/app.js';")).toHaveLength(1);
  });

  it('keeps the server layered: db below services below routes, services free of HTTP', async () => {
    expect(await boundaryErrors('src/server/db/x.ts', "import '../services/users/is-admin.js';")).toHaveLength(1);
    expect(await boundaryErrors('src/server/db/x.ts', "import '../routes/admin.js';")).toHaveLength(1);
    expect(await boundaryErrors('src/server/services/a/x.ts', "import '../../http/validate.js';")).toHaveLength(1);
    expect(await boundaryErrors('src/server/services/a/x.ts', "import '../../routes/admin.js';")).toHaveLength(1);
    expect(await boundaryErrors('src/server/services/a/x.ts', "import '../../db/client.js';")).toEqual([]);
    expect(await boundaryErrors('src/server/routes/x.ts', "import '../services/users/is-admin.js';")).toEqual([]);
  });

  it('keeps test support out of the app: tests import the app, the app never imports tests/', async () => {
    const support = "import '../../../../tests/support/offline/golden-books.js';";
    expect(await boundaryErrors('src/server/ai/offline/x.ts', support)).toEqual([
      expect.stringContaining('the app never imports test support'),
    ]);
    expect(await boundaryErrors('src/server/ai/offline/x.test.ts', support)).toEqual([]);
    const app = "import '../../../src/server/ai/offline/offline-engine.js';";
    expect(await boundaryErrors('tests/support/offline/x.ts', app)).toEqual([]);
  });

  it('keeps the renderers a layer of their own below the services that hold them', async () => {
    const render = 'src/server/services/render/x.ts';
    expect(await boundaryErrors(render, "import '../users/is-admin.js';")).toEqual([
      expect.stringContaining('services/render/ sits below it'),
    ]);
    expect(await boundaryErrors(render, "import '../documents/render-documents.js';")).toHaveLength(1);
    expect(await boundaryErrors(render, "import '../../db/client.js';")).toHaveLength(1);
    expect(await boundaryErrors(render, "import '../covers/draw/fonts.js';")).toHaveLength(1);
    expect(await boundaryErrors(render, "import './pdf/render-pdf.js';")).toEqual([]);
    expect(await boundaryErrors(render, "import '../../errors/app-error.js';")).toEqual([]);
    expect(await boundaryErrors('src/server/db/x.ts', "import '../services/render/book-model.js';")).toHaveLength(1);
    expect(await boundaryErrors('src/server/services/documents/x.ts', "import '../render/book-model.js';")).toEqual([]);
    expect(await boundaryErrors('src/server/services/a/x.ts', "import '../covers/draw/render-cover.js';")).toEqual([]);
  });

  it('lets the storage backends read the database and nothing above it', async () => {
    const backend = 'src/server/services/storage/backends/x.ts';
    expect(await boundaryErrors(backend, "import '../../../db/client.js';")).toEqual([]);
    expect(await boundaryErrors(backend, "import '../stored-files.js';")).toHaveLength(1);
  });

  it('lets features mount the book through its entry only, and the book import no feature', async () => {
    const wizard = 'src/client/features/wizard/steps/x.tsx';
    expect(await boundaryErrors(wizard, "import '@/features/book';")).toEqual([]);
    expect(await boundaryErrors(wizard, "import '@/features/book/run/book-panel';")).toEqual([
      expect.stringContaining('features never import each other'),
    ]);
    expect(
      await boundaryErrors('src/client/features/book/run/x.tsx', "import '@/features/projects/open-dialog';"),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/client/components/x.tsx', "import '@/features/book';")).toHaveLength(1);
  });
});
