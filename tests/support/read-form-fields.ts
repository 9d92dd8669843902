/** A PDF form's field as pdf.js reads it: an independent reader of what a PDF viewer shows and fills. */
export interface FormField {
  name: string;
  type: string;
  /** Counted from 0. */
  page: number;
  /** [x1, y1, x2, y2] in points from the page's bottom left. */
  rect: [number, number, number, number];
  value: string;
  defaultValue: string;
  multiline?: boolean;
}

/** Node 20 has no Promise.withResolvers, which pdf.js 5 and later call. */
function withResolvers<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Every widget of the PDF's form fields, in the order its AcroForm lists them, as pdf.js reads them. */
export async function readFormFields(pdf: Uint8Array): Promise<FormField[]> {
  (Promise as { withResolvers?: unknown }).withResolvers ??= withResolvers;
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 });
  try {
    const objects = (await (await loading.promise).getFieldObjects()) as Map<string, FormField[]> | null;
    // Each field's first entry is the field itself, without a type; its widgets follow it.
    return [...(objects ?? new Map<string, FormField[]>()).values()].flatMap((widgets) =>
      widgets.filter((widget) => widget.type !== ''),
    );
  } finally {
    await loading.destroy();
  }
}
