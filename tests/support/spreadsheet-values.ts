import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** LibreOffice's setting that makes it work out every formula of an XLSX it opens, rather than keep the stored results. */
const ALWAYS_RECALCULATE = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`;

/** One CSV line's fields: quoted fields may hold commas and doubled quotes. */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  let at = 0;
  while (at <= line.length) {
    if (line[at] === '"') {
      let value = '';
      at++;
      while (at < line.length && !(line[at] === '"' && line[at + 1] !== '"')) {
        value += line[at] === '"' ? '"' : line[at];
        at += line[at] === '"' ? 2 : 1;
      }
      fields.push(value);
      at += 2;
    } else {
      const end = line.indexOf(',', at);
      fields.push(line.slice(at, end < 0 ? line.length : end));
      at = end < 0 ? line.length + 1 : end + 1;
    }
  }
  return fields;
}

/**
 * The first sheet of an XLSX as LibreOffice shows it, each row's cells as displayed (formatted numbers, dates,
 * percentages): opened and saved as CSV by `soffice --headless`, in a profile of its own (so runs never block each
 * other) that, when `recalculate`, works out every formula on opening; by default it shows the results the XLSX stores.
 */
export function spreadsheetValues(xlsx: Uint8Array, { recalculate }: { recalculate: boolean }): string[][] {
  const work = mkdtempSync(path.join(tmpdir(), 'infoforge-calc-'));
  try {
    const profile = path.join(work, 'profile');
    mkdirSync(path.join(profile, 'user'), { recursive: true });
    if (recalculate) writeFileSync(path.join(profile, 'user', 'registrymodifications.xcu'), ALWAYS_RECALCULATE);
    const file = path.join(work, 'sheet.xlsx');
    writeFileSync(file, xlsx);
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=file://${profile}`,
        '--headless',
        '--convert-to',
        'csv:Text - txt - csv (StarCalc):44,34,76,1',
        '--outdir',
        work,
        file,
      ],
      { stdio: 'pipe', timeout: 120_000 },
    );
    return readFileSync(path.join(work, 'sheet.csv'), 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.length > 0)
      .map(csvFields);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
