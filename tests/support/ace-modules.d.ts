// The parts of DAISY Ace's core (CommonJS, untyped) that tests/support/ace-check.ts uses.
declare module '@daisy/ace-core' {
  /** Hosts each content document in a browser and runs Ace's axe scripts in it. */
  export type AxeRunner = {
    concurrency: number;
    setTimeout(ms: number): void;
    launch(): Promise<void>;
    close(): Promise<void>;
    run(url: string, scripts: string[], scriptContents: string[], basedir: string): Promise<unknown>;
  };
  export type AceAssertion = {
    'earl:test'?: { 'dct:title': string; 'earl:impact': string };
    'earl:result'?: { 'earl:outcome': string; 'dct:description': string };
    'earl:testSubject'?: { url: string };
    assertions?: AceAssertion[];
  };
  export type AceReport = { 'earl:result': { 'earl:outcome': string }; assertions: AceAssertion[] };
  type AceOptions = { cwd: string; outdir?: string; tmpdir?: string; verbose?: boolean; silent?: boolean };
  export default function ace(epubPath: string, options: AceOptions, runner: AxeRunner): Promise<[string, AceReport]>;
}
