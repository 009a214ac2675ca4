import type { ReactNode } from 'react';
import type { Evaluation } from '../evaluate.ts';
import { formatOutput } from '../format/outputs.ts';
import type { ChartSeries, InputSpec, OutputSpec, TableRow } from '../types.ts';
import { unitInfo, unitsOf } from '../units/registry.ts';
import { Chart, ResultTable } from './lazy-parts.tsx';

interface ResultsProps {
  inputs: Record<string, InputSpec>;
  outputs: Record<string, OutputSpec>;
  evaluation: Evaluation;
  currency: string;
  outputUnits: Record<string, string>;
  onOutputUnit: (key: string, unit: string) => void;
}

/** The result area: what to fix while anything is invalid, otherwise every output formatted. */
export function Results({ inputs, outputs, evaluation, currency, outputUnits, onOutputUnit }: ResultsProps): ReactNode {
  if (evaluation.status === 'invalid') {
    return (
      <div className="calc-results__fix">
        <p>
          <strong>Check the highlighted {evaluation.errors.length === 1 ? 'field' : 'fields'}:</strong>
        </p>
        <ul>
          {evaluation.errors.map((error) => (
            <li key={`${error.field}-${error.message}`}>
              <a href={`#calc-${error.field}`}>{inputs[error.field]?.label ?? error.field}</a>: {error.message}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (evaluation.status === 'failed') {
    return (
      <p className="calc-results__fix">
        These values cannot be calculated. Please check them and try again. ({evaluation.message})
      </p>
    );
  }

  const entries = Object.entries(outputs);
  const scalar = entries.filter(([, spec]) => spec.kind !== 'table' && spec.kind !== 'chart');
  const primary = scalar.filter(([, spec]) => spec.primary);
  const secondary = scalar.filter(([, spec]) => !spec.primary);

  const valueOf = ([key, spec]: [string, OutputSpec]) => {
    const family = spec.kind === 'number' ? spec.unitFamily : undefined;
    return (
      <>
        {formatOutput(spec, evaluation.outputs[key], { unit: outputUnits[key], currency })}
        {spec.kind === 'number' && family && !spec.unitInput ? (
          <select
            className="input calc-results__unit"
            aria-label={`${spec.label} unit`}
            value={outputUnits[key] ?? spec.unit}
            onChange={(event) => {
              onOutputUnit(key, event.target.value);
            }}
          >
            {(spec.units ?? unitsOf(family)).map((unit) => (
              <option key={unit} value={unit}>
                {unitInfo(family, unit).symbol}
              </option>
            ))}
          </select>
        ) : null}
      </>
    );
  };

  return (
    <>
      {primary.map((entry) => (
        <div className="calc-results__primary" key={entry[0]}>
          <span className="calc-results__label">{entry[1].label}</span>
          <span className="calc-results__value" data-output={entry[0]}>
            {valueOf(entry)}
          </span>
        </div>
      ))}
      {secondary.length > 0 ? (
        <dl className="calc-results__list">
          {secondary.map((entry) => (
            <div key={entry[0]}>
              <dt>{entry[1].label}</dt>
              <dd data-output={entry[0]}>{valueOf(entry)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {entries.map(([key, spec]) =>
        spec.kind === 'table' ? (
          <ResultTable
            key={key}
            name={key}
            spec={spec}
            rows={evaluation.outputs[key] as TableRow[]}
            currency={currency}
          />
        ) : spec.kind === 'chart' ? (
          <Chart
            key={key}
            name={key}
            spec={spec}
            series={evaluation.outputs[key] as ChartSeries[]}
            currency={currency}
          />
        ) : null,
      )}
    </>
  );
}

/** The result as plain text, for "Copy result". */
export function resultText(
  outputs: Record<string, OutputSpec>,
  evaluation: Evaluation,
  currency: string,
  outputUnits: Record<string, string>,
): string {
  if (evaluation.status !== 'ok') return '';
  return Object.entries(outputs)
    .filter(([, spec]) => spec.kind !== 'table' && spec.kind !== 'chart')
    .map(
      ([key, spec]) =>
        `${spec.label}: ${formatOutput(spec, evaluation.outputs[key], { unit: outputUnits[key], currency })}`,
    )
    .join('\n');
}

/**
 * The short sentence a screen reader hears when the result changes: the first main result, or how
 * many fields need fixing. The whole area, tables and charts included, would be read on every key.
 */
export function resultAnnouncement(
  outputs: Record<string, OutputSpec>,
  evaluation: Evaluation,
  currency: string,
  outputUnits: Record<string, string>,
): string {
  if (evaluation.status === 'invalid') {
    const count = new Set(evaluation.errors.map((error) => error.field)).size;
    return `${String(count)} ${count === 1 ? 'field needs' : 'fields need'} fixing.`;
  }
  if (evaluation.status === 'failed') return 'These values cannot be calculated.';
  const scalar = Object.entries(outputs).filter(([, spec]) => spec.kind !== 'table' && spec.kind !== 'chart');
  const [key, spec] = scalar.find(([, candidate]) => candidate.primary) ?? scalar[0] ?? [];
  if (!key || !spec) return 'Result updated.';
  return `${spec.label}: ${formatOutput(spec, evaluation.outputs[key], { unit: outputUnits[key], currency })}.`;
}
