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
    else if (event.key === 'Backspace') deleteLast();
    else if (event.key === 'Escape') clear();
    else if (event.key === '=' || event.key === 'Enter') equals();
    else return;
    event.preventDefault();
  };

  const clear = () => {
    setValue('expression', '');
  };
  const deleteLast = () => {
    setValue('expression', expression.slice(0, -1));
  };
  // The keys that act rather than type, after the typing keys.
  const controls = [
    { label: 'C', name: 'clear', press: clear },
    { label: '⌫', name: 'delete last character', press: deleteLast },
    {
      label: 'MC',
      name: 'MC, memory clear',
      press: () => {
        setMemory(0);
      },
    },
    { label: 'MR', name: 'MR, memory recall', press: recall },
    { label: '=', name: 'equals', press: equals },
    {
      label: 'M+',
      name: 'M+, add to memory',
      press: () => {
        remember(1);
      },
    },
    {
      label: 'M−',
      name: 'M−, subtract from memory',
      press: () => {
        remember(-1);
      },
    },
  ];

  return (
    <div className="keypad" onKeyDown={onKeyDown} role="group" aria-label="Keypad">
      <style href="scientific-keypad" precedence="default">
        {css}
      </style>
      <div className="keypad__keys">
        {[
          ...KEYS.map((entry) => ({
            ...entry,
            press: () => {
              type(entry.types);
            },
          })),
          ...controls,
        ].map((entry) => (
          <button
            key={entry.label}
            type="button"
            className={entry.label === '=' ? 'keypad__key keypad__key--equals' : 'keypad__key'}
            aria-label={entry.name}
            onClick={entry.press}
          >
            {entry.label}
          </button>
        ))}
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
