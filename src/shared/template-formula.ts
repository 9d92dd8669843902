/**
 * A spreadsheet template's formula (docs/decisions/0078-template-pack.md): arithmetic over the row's other columns,
 * each named in braces — `{Planned} - {Spent}`, `({Done} / {Target}) * 100`. Numbers, `+ - * /`, a leading minus and
 * parentheses; nothing else, so every formula means the same in Excel, LibreOffice, Google Sheets and Numbers.
 */

type Operator = '+' | '-' | '*' | '/';
const isOperator = (text: string): text is Operator => text === '+' || text === '-' || text === '*' || text === '/';

export type FormulaNode =
  | { kind: 'number'; value: string }
  | { kind: 'column'; name: string }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'group'; inner: FormulaNode }
  | { kind: 'operation'; operator: Operator; left: FormulaNode; right: FormulaNode };

/** A formula read, or why it cannot be: a message for the creator. */
export type ReadFormula = { ok: true; node: FormulaNode; columns: string[] } | { ok: false; message: string };

type Token = { kind: 'number' | 'column' | 'open' | 'close'; text: string } | { kind: 'operator'; text: Operator };

function tokenize(formula: string): Token[] | string {
  const tokens: Token[] = [];
  let at = 0;
  while (at < formula.length) {
    const character = formula[at]!;
    if (/\s/.test(character)) {
      at++;
    } else if (character === '{') {
      const end = formula.indexOf('}', at);
      if (end < 0) return 'A column name opened with { is never closed with }';
      const name = formula.slice(at + 1, end).trim();
      if (!name) return 'Name a column between { and }';
      tokens.push({ kind: 'column', text: name });
      at = end + 1;
    } else if (/[0-9.]/.test(character)) {
      const number = /^\d+(\.\d+)?|^\.\d+/.exec(formula.slice(at))?.[0];
      if (!number) return `“${character}” is not a number`;
      tokens.push({ kind: 'number', text: number });
      at += number.length;
    } else if (isOperator(character)) {
      tokens.push({ kind: 'operator', text: character });
      at++;
    } else if (character === '(' || character === ')') {
      tokens.push({ kind: character === '(' ? 'open' : 'close', text: character });
      at++;
    } else {
      return `A formula holds column names in braces, numbers, + - * / and parentheses, not “${character}”`;
    }
  }
  return tokens;
}

/** Reads a formula; `ok: false` says what is wrong with it. `columns` are the names it uses, as written. */
export function readFormula(formula: string): ReadFormula {
  const tokens = tokenize(formula);
  if (typeof tokens === 'string') return { ok: false, message: tokens };
  if (tokens.length === 0) return { ok: false, message: 'The formula is empty' };
  let at = 0;
  const columns: string[] = [];
  const fail = (message: string): never => {
    throw new FormulaError(message);
  };
  const factor = (): FormulaNode => {
    const token = tokens[at++];
    if (!token) return fail('The formula ends where a number or a column is expected');
    if (token.kind === 'number') return { kind: 'number', value: token.text };
    if (token.kind === 'column') {
      columns.push(token.text);
      return { kind: 'column', name: token.text };
    }
    if (token.kind === 'operator' && token.text === '-') return { kind: 'negate', operand: factor() };
    if (token.kind === 'open') {
      const inner = sum();
      if (tokens[at++]?.kind !== 'close') fail('A parenthesis is opened and never closed');
      return { kind: 'group', inner };
    }
    return fail(`“${token.text}” stands where a number or a column is expected`);
  };
  const chain = (operators: readonly Operator[], next: () => FormulaNode) => () => {
    let node = next();
    for (let token = tokens[at]; token?.kind === 'operator' && operators.includes(token.text); token = tokens[at]) {
      at++;
      node = { kind: 'operation', operator: token.text, left: node, right: next() };
    }
    return node;
  };
  const product = chain(['*', '/'], factor);
  const sum = chain(['+', '-'], product);
  try {
    const node = sum();
    if (at < tokens.length) fail(`“${tokens[at]!.text}” follows a complete formula`);
    return { ok: true, node, columns };
  } catch (error) {
    if (error instanceof FormulaError) return { ok: false, message: error.message };
    throw error;
  }
}

class FormulaError extends Error {}

/**
 * The formula as another program writes it, each column as `columnText` writes it: a spreadsheet's cell
 * (`columnText('Spent')` → 'D2'), Notion's property (`prop("Spent")`).
 */
export function formulaText(node: FormulaNode, columnText: (column: string) => string): string {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'column':
      return columnText(node.name);
    case 'negate':
      return `-${formulaText(node.operand, columnText)}`;
    case 'group':
      return `(${formulaText(node.inner, columnText)})`;
    case 'operation':
      return `${formulaText(node.left, columnText)}${node.operator}${formulaText(node.right, columnText)}`;
  }
}

/**
 * The formula's value for one row, each column's value read by `valueOf` (null while empty), or null where a
 * spreadsheet shows nothing: every column it reads empty, or a division by zero.
 */
export function formulaValue(node: FormulaNode, valueOf: (column: string) => number | null): number | null {
  const columns: (number | null)[] = [];
  const value = (each: FormulaNode): number => {
    switch (each.kind) {
      case 'number':
        return Number(each.value);
      case 'column': {
        const read = valueOf(each.name);
        columns.push(read);
        return read ?? 0;
      }
      case 'negate':
        return -value(each.operand);
      case 'group':
        return value(each.inner);
      case 'operation': {
        const left = value(each.left);
        const right = value(each.right);
        if (each.operator === '+') return left + right;
        if (each.operator === '-') return left - right;
        if (each.operator === '*') return left * right;
        return left / right;
      }
    }
  };
  const result = value(node);
  if (columns.length > 0 && columns.every((read) => read === null)) return null;
  return Number.isFinite(result) ? result : null;
}
