/**
 * The calculator vertical's arithmetic: + - * / ^ (also × ÷ x), parentheses, unary minus, decimals. A small
 * recursive-descent parser over a token list (never eval); undefined for anything else or a non-finite result.
 */
type Token = number | string;

function tokenize(text: string): Token[] | undefined {
  const tokens: Token[] = [];
  const pattern = /\s*(\d+(?:\.\d+)?|\.\d+|[-+*/^()×÷x])/y;
  let index = 0;
  while (index < text.length) {
    pattern.lastIndex = index;
    const match = pattern.exec(text);
    if (!match?.[1]) return text.slice(index).trim() === '' ? tokens : undefined;
    const part = match[1];
    tokens.push(/[\d.]/.test(part[0] ?? '') ? Number(part) : ({ '×': '*', x: '*', '÷': '/' }[part] ?? part));
    index = pattern.lastIndex;
  }
  return tokens;
}

export function calculate(expression: string): number | undefined {
  const tokens = tokenize(expression.toLowerCase());
  if (!tokens || !tokens.some((token) => typeof token === 'string' && token !== '(' && token !== ')')) return undefined;
  let position = 0;
  const peek = () => tokens[position];
  const take = () => tokens[position++];
  const sum = (): number => {
    let value = product();
    while (peek() === '+' || peek() === '-') value = take() === '+' ? value + product() : value - product();
    return value;
  };
  const product = (): number => {
    let value = power();
    while (peek() === '*' || peek() === '/') value = take() === '*' ? value * power() : value / power();
    return value;
  };
  const power = (): number => {
    const base = unary();
    return peek() === '^' ? (take(), base ** power()) : base;
  };
  const unary = (): number => (peek() === '-' ? (take(), -unary()) : peek() === '+' ? (take(), unary()) : atom());
  const atom = (): number => {
    const token = take();
    if (typeof token === 'number') return token;
    if (token !== '(') return Number.NaN;
    const value = sum();
    return take() === ')' ? value : Number.NaN;
  };
  const result = sum();
  return position === tokens.length && Number.isFinite(result) ? result : undefined;
}
