import type { ReactNode } from 'react';

/** The fields of a detail dialog: a label over each value; an empty value reads 'Not specified'. */
export function DetailList({ fields }: { fields: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      {fields.map(({ label, value }) => (
        <div key={label} className="min-w-0 rounded-lg bg-muted/50 px-3 py-2">
          <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
          <dd className="mt-0.5 font-medium">{value || 'Not specified'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A labelled list of a detail dialog (pain points, selling points, modules). */
export function DetailBullets({ label, items }: { label: string; items: string[] }) {
  return (
    <section>
      <h3 className="text-xs font-medium text-muted-foreground">{label}</h3>
      {items.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-1 pl-5">
          {items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-muted-foreground">None listed</p>
      )}
    </section>
  );
}
