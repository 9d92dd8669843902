import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** LibreOffice's setting that makes it work out every formula of an XLSX it opens, rather than keep the stored results. */
const ALWAYS_RECALCULATE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/**
 * A file as LibreOffice opens and saves it (`soffice --headless --convert-to`), as a buyer's office suite reads it:
 * `to` is the output filter ('pdf', or 'csv:…' with its options). Each run has a profile of its own, so runs never
 * block each other; with `recalculate`, it works out every formula on opening, where by default it shows the results
 * an XLSX stores.
 */
export function officeConvert(
  bytes: Uint8Array,
  extension: string,
  to: string,
  { recalculate = false }: { recalculate?: boolean } = {},
): Buffer {
  const work = mkdtempSync(path.join(tmpdir(), 'infoforge-office-'));
  try {
    const profile = path.join(work, 'profile');
    mkdirSync(path.join(profile, 'user'), { recursive: true });
    if (recalculate) writeFileSync(path.join(profile, 'user', 'registrymodifications.xcu'), ALWAYS_RECALCULATE);
    const input = path.join(work, `input.${extension}`);
    const output = path.join(work, 'output');
    writeFileSync(input, bytes);
    execFileSync(
      'soffice',
      [`-env:UserInstallation=file://${profile}`, '--headless', '--convert-to', to, '--outdir', output, input],
      { stdio: 'pipe', timeout: 120_000 },
    );
    const [made] = readdirSync(output);
    if (!made) throw new Error(`LibreOffice made nothing of the ${extension} file`);
    return readFileSync(path.join(output, made));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** A DOCX, PPTX or XLSX as the PDF LibreOffice prints it. */
export const documentAsPdf = (bytes: Uint8Array, extension: string) =>
  new Uint8Array(officeConvert(bytes, extension, 'pdf'));
