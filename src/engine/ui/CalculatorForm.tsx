import { useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { evaluate, type Evaluation } from '../evaluate.ts';
import { shownUnits } from '../format/outputs.ts';
import { formPart } from '../kinds/form-parts.ts';
import { formCurrency } from '../kinds/money/form-currency.ts';
import { kindOf } from '../kinds/registry.ts';
import { parseInputs } from '../parse/inputs.ts';
import type { RawState } from '../state.ts';
import type { CalculatorIslandProps } from './island-props.ts';
import { Field } from './Field.tsx';
import { FormActions } from './FormActions.tsx';
import { useCalculatorCode } from './hooks/useCalculatorCode.ts';
import { liveNow, useLiveClock } from './hooks/useLiveClock.ts';
import { useRememberedValues } from './hooks/useRememberedValues.ts';
import { useUnitSystem } from './hooks/useUnitSystem.ts';
import { useUrlState } from './hooks/useUrlState.ts';
import type { CodeSource } from './load-definition.ts';
import { nowContext } from './now-context.ts';
import { publishShareLine } from './shared-link.ts';
import { ResultArea } from './ResultArea.tsx';
import { resultAnnouncement, resultText } from './Results.tsx';
import { ResultSummary } from './ResultSummary.tsx';
import { SystemToggle } from './SystemToggle.tsx';

const NO_CITIES: NonNullable<CalculatorIslandProps['cities']> = [];

/** The generic form, live results, URL state and copy buttons. */
export function CalculatorForm(props: CalculatorIslandProps & { source?: CodeSource | undefined }): ReactNode {
  const { slug, inputs, outputs } = props;
  const hasView = props.hasView === true;
  const cities = props.cities ?? NO_CITIES;
  const [raw, setRaw] = useState<RawState>(props.initial);
  const [outputUnits, setOutputUnits] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const remembered = useRememberedValues(slug, inputs);
  const { system, setSystem, hasImperial, switchSystem } = useUnitSystem(inputs, setRaw);
  const { liveKeys, touched } = useLiveClock(inputs, setRaw);
  const defaults = useUrlState({
    inputs,
    cities,
    initial: props.initial,
    raw,
    setRaw,
    setSystem,
    remembered: remembered.read,
    onIgnored: () => {
      setNotice('Some values in this link could not be used, so their defaults are shown.');
    },
    liveKeys,
    touched,
    form,
  });
  const { definition, load, view } = useCalculatorCode({
    slug,
    chunk: props.chunk,
    hasView,
    viewChunk: props.viewChunk,
    source: props.source,
  });

  const moneyFields = useMemo(() => formCurrency(inputs), [inputs]);
  const currency = moneyFields.fixed ?? raw.currency;

  const evaluation: Evaluation = useMemo(
    () => (definition ? evaluate(definition, raw, nowContext(system, cities)) : props.prerendered),
    [definition, raw, system, cities, props.prerendered],
  );
  const shareLine = evaluation.status === 'ok' ? evaluation.shareLine : undefined;
  useEffect(() => {
    publishShareLine(shareLine);
  }, [shareLine]);
  // What a companion view reads: the fields as compute would receive them.
  const values = useMemo(
    () => (hasView && definition ? parseInputs(definition.inputs, raw, nowContext(system, cities)).values : {}),
    [hasView, definition, raw, system, cities],
  );
  // Outputs follow the form's system only where the form has one to switch (its toggle is shown),
  // so a link, which fixes the system through its inputs' units, shows the same result to anyone.
  const units = shownUnits(outputs, raw.values, outputUnits, hasImperial ? system : 'metric');
  const errors = new Map(evaluation.status === 'invalid' ? evaluation.errors.map((e) => [e.field, e.message]) : []);

  // Menus that follow another's group move with it (only forms that have such menus load the rule).
  const follow = (values: Record<string, string>, key: string) =>
    formPart('choiceGroups')?.followGroups(inputs, values, key) ?? values;
  const setValue = (key: string, value: string) => {
    touched.current.add(key);
    setRaw((current) => ({ ...current, values: follow({ ...current.values, [key]: value }, key) }));
    remembered.keep(key, follow({ ...raw.values, [key]: value }, key));
  };
  const setUnit = (key: string, unit: string) => {
    setRaw((current) => {
      const spec = inputs[key];
      const from = current.units[key];
      const text = current.values[key] ?? '';
      const converted = spec && from ? (kindOf(spec).convertText?.(spec, text, from, unit, 'exact') ?? text) : text;
      return { ...current, units: { ...current.units, [key]: unit }, values: { ...current.values, [key]: converted } };
    });
  };
  const reset = () => {
    touched.current.clear();
    remembered.forget();
    setRaw({ ...defaults.current, values: { ...defaults.current.values, ...liveNow(liveKeys) } });
    setOutputUnits({});
    setNotice(null);
  };
  const copy = (what: 'link' | 'result') => {
    const text = what === 'link' ? window.location.href : resultText(outputs, evaluation, currency, units);
    navigator.clipboard
      .writeText(text)
      .then(() => {
        setCopied(what === 'link' ? 'Link copied.' : 'Result copied.');
      })
      .catch(() => undefined);
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    document.getElementById(`calc-results-${slug}`)?.focus();
  };

  // A part only the forms with a view load (../kinds/form-parts.ts).
  const CompanionView = formPart('companionView');
  const companion = CompanionView ? (
    <CompanionView
      view={view}
      ready={definition !== null}
      raw={raw}
      defaults={defaults.current}
      values={values}
      setValue={setValue}
    />
  ) : null;

  return (
    <form
      ref={form}
      className="calc"
      onSubmit={submit}
      noValidate
      aria-label="Calculator"
      data-ready={load.state === 'ready' && (!hasView || view !== null) ? '' : undefined}
    >
      {notice ? (
        <p className="calc__notice" role="status">
          {notice}
        </p>
      ) : null}
      {hasView && props.viewPlacement !== 'below' ? companion : null}
      {hasImperial ? (
        <SystemToggle
          slug={slug}
          system={system}
          onSwitch={(next) => {
            switchSystem(next);
            setOutputUnits({});
          }}
        />
      ) : null}
      <div className="calc__fields">
        {Object.entries(inputs).map(([key, spec]) => (
          <Field
            key={key}
            name={key}
            spec={spec}
            value={raw.values[key] ?? ''}
            unit={raw.units[key]}
            error={errors.get(key)}
            understood={evaluation.understood[key]}
            currency={currency}
            showCurrency={key === moneyFields.menuField}
            cities={cities}
            values={raw.values}
            inputs={inputs}
            onValue={(value) => {
              setValue(key, value);
            }}
            onUnit={(unit) => {
              setUnit(key, unit);
            }}
            onCurrency={(chosen) => {
              setRaw((current) => ({ ...current, currency: chosen }));
            }}
          />
        ))}
      </div>
      <FormActions onReset={reset} onCopy={copy} copied={copied} />
      <ResultArea
        slug={slug}
        load={load}
        inputs={inputs}
        outputs={outputs}
        evaluation={evaluation}
        currency={currency}
        outputUnits={units}
        onOutputUnit={(key, unit) => {
          setOutputUnits((current) => ({ ...current, [key]: unit }));
        }}
      />
      {hasView && props.viewPlacement === 'below' ? companion : null}
      <ResultSummary
        text={resultAnnouncement(outputs, evaluation, currency, units)}
        resultsId={`calc-results-${slug}`}
      />
    </form>
  );
}
