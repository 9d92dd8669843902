import type { TemplateSpec } from '../../../../shared/schemas/template-plan.js';
import { formulaValue, readFormula, type FormulaNode } from '../../../../shared/template-formula.js';

/** A formula column's formula, read: its tree and the columns it names. */
export interface ReadColumnFormula {
  node: FormulaNode;
  columns: string[];
}

/**
 * A saved template's formulas, by their column's place, and each column's place by its name (any letter case). A
 * saved spec's formulas always read (its schema checked them); one that does not is a fault, not the creator's input.
 */
export function templateFormulas(spec: TemplateSpec) {
  const formulas = new Map<number, ReadColumnFormula>();
  spec.columns.forEach((column, index) => {
    if (column.type !== 'formula') return;
    const read = readFormula(column.formula);
    if (!read.ok) throw new Error(`A saved template's formula does not read: ${read.message}`);
    formulas.set(index, read);
  });
  const places = new Map(spec.columns.map((column, index) => [column.name.toLowerCase(), index]));
  const placeOf = (name: string) => {
    const place = places.get(name.toLowerCase());
    if (place === undefined) throw new Error(`A saved template's formula names no column “${name}”`);
    return place;
  };
  return { formulas, placeOf };
}

/**
 * A row's values as numbers, by column: a number or money column's value, each formula worked out in column order
 * (so one may read a formula column before it), null where a cell is empty or not a number.
 */
export function rowNumbers(
  spec: TemplateSpec,
  { formulas, placeOf }: ReturnType<typeof templateFormulas>,
  row: readonly string[] | undefined,
): (number | null)[] {
  const values = spec.columns.map((column, index) => {
    const text = row?.[index] ?? '';
    return (column.type === 'number' || column.type === 'currency') && text !== '' ? Number(text) : null;
  });
  for (const [index, formula] of formulas)
    values[index] = formulaValue(formula.node, (name) => values[placeOf(name)] ?? null);
  return values;
}
