import { describe, expect, it } from 'vitest';
import { formulaText, formulaValue, readFormula } from './template-formula.js';

const read = (formula: string) => {
  const result = readFormula(formula);
  if (!result.ok) throw new Error(result.message);
  return result;
};

describe('a template formula', () => {
  it('reads arithmetic over named columns in the usual order, and writes it over each row’s cells', () => {
    const { node, columns } = read('({Planned} - {Spent}) * 2 + -{Fee} / 4');
    expect(columns).toEqual(['Planned', 'Spent', 'Fee']);
    const cells: Record<string, string> = { Planned: 'D7', Spent: 'E7', Fee: 'F7' };
    expect(formulaText(node, (name) => cells[name]!)).toBe('(D7-E7)*2+-F7/4');
    const values: Record<string, number | null> = { Planned: 120, Spent: 100, Fee: 8 };
    expect(formulaValue(node, (name) => values[name] ?? null)).toBe(38);
  });

  it('is blank where every column it reads is empty or it divides by zero, and counts one empty column as 0', () => {
    const { node } = read('{Done} / {Target}');
    expect(formulaValue(node, () => null)).toBeNull();
    expect(formulaValue(node, (name) => (name === 'Done' ? 4 : 0))).toBeNull();
    expect(formulaValue(node, (name) => (name === 'Done' ? null : 5))).toBe(0);
  });

  it('says what is wrong with one that does not read', () => {
    const problems: [string, string][] = [
      ['', 'The formula is empty'],
      ['{Planned', 'A column name opened with { is never closed with }'],
      ['{ } + 1', 'Name a column between { and }'],
      ['{A} +', 'The formula ends where a number or a column is expected'],
      ['({A} + 1', 'A parenthesis is opened and never closed'],
      ['{A} {B}', '“B” follows a complete formula'],
      ['SUM({A})', 'A formula holds column names in braces, numbers, + - * / and parentheses, not “S”'],
      ['{A} * * 2', '“*” stands where a number or a column is expected'],
      ['1..2', '“.” is not a number'],
    ];
    for (const [formula, message] of problems) expect(readFormula(formula), formula).toEqual({ ok: false, message });
  });
});
