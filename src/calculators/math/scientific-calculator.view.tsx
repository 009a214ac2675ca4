import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { CalculatorViewProps } from '../../engine/ui/view.ts';
import { evaluateExpression } from '../shared/algebra/expression/evaluate.ts';
import { decimal } from '../shared/algebra/show.ts';
import css from './_keypad.css?inline';

/** A key: what it shows, what it types, and its spoken name (starting with what it shows) where the sign alone is unclear. */
interface Key {
  label: string;
  types: string;
  name?: string;
}

const key = (label: string, types = label, name?: string): Key => (name ? { label, types, name } : { label, types });
const call = (name: string): Key => key(name, `${name}(`);

const KEYS: readonly Key[] = [
  call('sin'),
  call('cos'),
  call('tan'),
  call('ln'),
  call('log'),
  call('asin'),
  call('acos'),
  call('atan'),
  key('√', '√(', 'square root'),
  call('abs'),
  call('sinh'),
  call('cosh'),
  call('tanh'),
  key('π', 'π', 'pi'),
  key('e'),
  ...['7', '8', '9'].map((digit) => key(digit)),
  key('÷', ' ÷ ', 'divide'),
  key('(', '(', 'open bracket'),
  ...['4', '5', '6'].map((digit) => key(digit)),
  key('×', ' × ', 'times'),
  key(')', ')', 'close bracket'),
  ...['1', '2', '3'].map((digit) => key(digit)),
  key('−', ' − ', 'minus'),
  key('xʸ', '^', 'xʸ, power'),
  key('0'),
  key('.', '.', 'decimal point'),
  key('x!', '!', 'x!, factorial'),
  key('+', ' + ', 'plus'),
];

/** Characters typed on the keypad itself, passed to the expression as they are. */
const TYPED = /^[\d.+\-*/^()!%]$/;
const HISTORY_LENGTH = 10;

/** The keypad, memory and history above the expression field; the result stays the form's. */
export default function ScientificCalculatorView({ raw, values, setValue }: CalculatorViewProps): ReactNode {
  const expression = raw.values['expression'] ?? '';
  const angle = values['angle'] === 'rad' ? 'rad' : 'deg';
  const [memory, setMemory] = useState(0);
  const [history, setHistory] = useState<readonly { expression: string; result: string }[]>([]);
  const [announcement, setAnnouncement] = useState('');

  const current = (): number | undefined => {
    try {
      return evaluateExpression(expression, angle).value;
    } catch {
      return undefined;
    }
  };
  const type = (text: string) => {
    setValue('expression', `${expression}${text}`);
  };
  const equals = () => {
    const value = current();
    if (value === undefined) {
      setAnnouncement('This expression cannot be worked out yet; see the message under it.');
      return;
    }
    const result = decimal(value, 12);
    setHistory((past) => [{ expression, result }, ...past].slice(0, HISTORY_LENGTH));
    setAnnouncement(`Equals ${result}.`);
  };
  const remember = (sign: 1 | -1) => {
    const value = current();
    if (value === undefined) return;
    const next = memory + sign * value;
    setMemory(next);
    setAnnouncement(`Memory is ${decimal(next, 12)}.`);
  };
  const recall = () => {
    // Written as JavaScript writes it (1e-20), which the expression reads back exactly.
    const text = String(memory);
    type(/[\d.)a-zπ!]$/i.test(expression.trim()) ? ` × ${text}` : text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (TYPED.test(event.key)) type(event.key);
    else if (event.key === 'Backspace') setValue('expression', expression.slice(0, -1));
    else if (event.key === 'Escape') setValue('expression', '');
    else if (event.key === '=' || event.key === 'Enter') equals();
    else return;
    event.preventDefault();
  };

  return (
    <div className="keypad" onKeyDown={onKeyDown} role="group" aria-label="Keypad">
      <style href="scientific-keypad" precedence="default">
        {css}
      </style>
      <div className="keypad__keys">
        {KEYS.map((entry) => (
          <button
            key={entry.label}
            type="button"
            className="keypad__key"
            aria-label={entry.name}
            onClick={() => {
              type(entry.types);
            }}
          >
            {entry.label}
          </button>
        ))}
        <button
          type="button"
          className="keypad__key"
          aria-label="clear"
          onClick={() => {
            setValue('expression', '');
          }}
        >
          C
        </button>
        <button
          type="button"
          className="keypad__key"
          aria-label="delete last character"
          onClick={() => {
            setValue('expression', expression.slice(0, -1));
          }}
        >
          ⌫
        </button>
        <button
          type="button"
          className="keypad__key"
          aria-label="MC, memory clear"
          onClick={() => {
            setMemory(0);
          }}
        >
          MC
        </button>
        <button type="button" className="keypad__key" aria-label="MR, memory recall" onClick={recall}>
          MR
        </button>
        <button type="button" className="keypad__key keypad__key--equals" aria-label="equals" onClick={equals}>
          =
        </button>
        <button
          type="button"
          className="keypad__key"
          aria-label="M+, add to memory"
          onClick={() => {
            remember(1);
          }}
        >
          M+
        </button>
        <button
          type="button"
          className="keypad__key"
          aria-label="M−, subtract from memory"
          onClick={() => {
            remember(-1);
          }}
        >
          M−
        </button>
      </div>
      <p className="keypad__status">
        <span>Memory: {decimal(memory, 12)}</span>
        <span role="status">{announcement}</span>
      </p>
      {history.length > 0 ? (
        <ol className="keypad__history" aria-label="History (newest first)">
          {history.map((entry, index) => (
            <li key={`${String(index)}-${entry.expression}`}>
              <button
                type="button"
                onClick={() => {
                  setValue('expression', entry.expression);
                }}
              >
                {entry.expression} = {entry.result}
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
