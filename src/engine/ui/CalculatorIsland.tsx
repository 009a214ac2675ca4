import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode, type SyntheticEvent } from 'react';
import type { EngineContext } from '../context.ts';
import { evaluate, type Evaluation } from '../evaluate.ts';
import { durationIn, parseInputs } from '../parse/inputs.ts';
import { localIsoDate, localIsoDateTime } from '../parse/dates.ts';
import { parseMeasurement, parseNumber } from '../parse/number.ts';
import { defaultState, formatPlain, type RawState } from '../state.ts';
import type { CalculatorDefinition, DurationUnit, InputSpec, OutputSpec, Place } from '../types.ts';
import { convert, isUnitOf } from '../units/convert.ts';
import ErrorBoundary from '../../components/islands/ErrorBoundary.tsx';
import { Field } from './Field.tsx';
import { loadDefinition, loadView } from './load-definition.ts';
import { Results, resultText } from './Results.tsx';
import { readRememberedFields, saveRememberedFields } from './remembered-fields.ts';
import { readUnitSystem, saveUnitSystem } from './unit-preference.ts';
import { queryToState, stateToQuery } from './url-state.ts';
import type { CalculatorViewProps } from './view.ts';

export interface CalculatorIslandProps {
  slug: string;
  /** URL of the calculator's own chunk in the built site (absent in the dev server). */
  chunk?: string | undefined;
  /** Whether the calculator has a companion view (`<slug>.view.tsx`), and its chunk's URL. */
  hasView?: boolean | undefined;
  viewChunk?: string | undefined;
  inputs: Record<string, InputSpec>;
  outputs: Record<string, OutputSpec>;
  /** The defaults as computed at build time, and their result, so the page works before JavaScript. */
  initial: RawState;
  prerendered: Evaluation;
  cities?: readonly (Place & { id: string })[] | undefined;
  timeZones?: readonly string[] | undefined;
}

type LoadStatus = { state: 'static' | 'loading' | 'ready' } | { state: 'failed'; message: string };

/** A companion view once its chunk has arrived, or the news that it could not. */
type ViewStatus = { View: ComponentType<CalculatorViewProps> } | 'failed' | null;

/** Room kept for a companion view before it arrives, so nothing below it moves. */
const VIEW_RESERVE = { minHeight: '12rem' } as const;

function nowContext(system: 'metric' | 'imperial', cities: readonly (Place & { id: string })[]): EngineContext {
  const now = new Date();
  return {
    today: localIsoDate(now),
    now: localIsoDateTime(now),
    unitSystem: system,
    cities: new Map(cities.map((city) => [city.id, city])),
  };
}

/** The text of a field re-expressed in another unit; unreadable text is left as typed. */
function convertText(spec: InputSpec, text: string, from: string, to: string): string {
  if (spec.kind === 'number' && spec.unitFamily) {
    const parsed = parseMeasurement(text, spec.unitFamily, from) ?? parseNumber(text);
    return parsed.ok ? formatPlain(Number(convert(spec.unitFamily, parsed.value, from, to).toPrecision(6))) : text;
  }
  if (spec.kind === 'duration') {
    const parsed = parseNumber(text);
    return parsed.ok
      ? formatPlain(
          Number(durationIn({ value: parsed.value, unit: from as DurationUnit }, to as DurationUnit).toPrecision(6)),
        )
      : text;
  }
  return text;
}

function liveNow(keys: readonly string[]): Record<string, string> {
  const now = localIsoDateTime(new Date());
  return Object.fromEntries(keys.map((key) => [key, now]));
}

/** A calculator on the page, with a calm message instead of a blank area if rendering fails. */
export default function CalculatorIsland(props: CalculatorIslandProps): ReactNode {
  return (
    <ErrorBoundary>
      <CalculatorForm {...props} />
    </ErrorBoundary>
  );
}

/** The generic form, live results, URL state and copy buttons. */
function CalculatorForm(props: CalculatorIslandProps): ReactNode {
  const { slug, chunk, inputs, outputs, viewChunk } = props;
  const hasView = props.hasView === true;
  const cities = useMemo(() => props.cities ?? [], [props.cities]);
  const [raw, setRaw] = useState<RawState>(props.initial);
  const [definition, setDefinition] = useState<CalculatorDefinition | null>(null);
  const [load, setLoad] = useState<LoadStatus>({ state: 'static' });
  const [outputUnits, setOutputUnits] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const [system, setSystem] = useState<'metric' | 'imperial'>('metric');
  const defaults = useRef<RawState>(props.initial);
  const mounted = useRef(false);
  const [view, setView] = useState<ViewStatus>(null);

  const hasImperial = Object.values(inputs).some((spec) => spec.kind === 'number' && spec.imperialUnit);
  const firstMoney = Object.entries(inputs).find(([, spec]) => spec.kind === 'money')?.[0];
  const fixedCurrency = Object.values(inputs).flatMap((spec) =>
    spec.kind === 'money' && spec.currency ? [spec.currency] : [],
  )[0];
  const currency = fixedCurrency ?? raw.currency;
  const rememberedKeys = useMemo(
    () => Object.entries(inputs).flatMap(([key, spec]) => (spec.remember ? [key] : [])),
    [inputs],
  );

  // Mount: the visitor's unit preference, date and kept fields, the link's values, then the code.
  useEffect(() => {
    const preferred = readUnitSystem() ?? 'metric';
    const context = nowContext(preferred, cities);
    const fresh = defaultState(inputs, context);
    defaults.current = fresh;
    setSystem(preferred);
    const kept = { ...fresh, values: { ...fresh.values, ...readRememberedFields(slug, rememberedKeys) } };
    const fromLink = queryToState(window.location.search, kept, (key, unit) => {
      const spec = inputs[key];
      if (spec?.kind === 'number' && spec.unitFamily) return isUnitOf(spec.unitFamily, unit);
      if (spec?.kind === 'duration') return (spec.units as readonly string[]).includes(unit);
      return false;
    });
    setRaw(fromLink.state);
    if (fromLink.ignored.length > 0) {
      setNotice('Some values in this link could not be used, so their defaults are shown.');
    }
    mounted.current = true;

    let cancelled = false;
    setLoad({ state: 'loading' });
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      if (!cancelled) setLoad({ state: 'failed', message: 'A part of the page could not be downloaded.' });
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    if (hasView)
      loadView(slug, viewChunk)
        .then((loaded) => {
          if (!cancelled) setView({ View: loaded });
        })
        .catch(() => {
          if (!cancelled) setView('failed');
        });
    loadDefinition(slug, chunk)
      .then((loaded) => {
        if (cancelled) return;
        setDefinition(() => loaded);
        setLoad({ state: 'ready' });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error && error.message ? error.message : 'loaderror';
        setLoad({ state: 'failed', message });
      });
    return () => {
      cancelled = true;
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [slug, chunk, hasView, viewChunk, inputs, cities, rememberedKeys]);

  const evaluation: Evaluation = useMemo(
    () => (definition ? evaluate(definition, raw, nowContext(system, cities)) : props.prerendered),
    [definition, raw, system, cities, props.prerendered],
  );

  // What a companion view reads: the fields as compute would receive them.
  const values = useMemo(
    () => (hasView && definition ? parseInputs(definition.inputs, raw, nowContext(system, cities)).values : {}),
    [hasView, definition, raw, system, cities],
  );

  const errors = new Map(evaluation.status === 'invalid' ? evaluation.errors.map((e) => [e.field, e.message]) : []);

  // Live fields follow the clock until the visitor types in them.
  const touched = useRef(new Set<string>());
  const liveKeys = useMemo(
    () => Object.entries(inputs).flatMap(([key, spec]) => (spec.kind === 'datetime' && spec.live ? [key] : [])),
    [inputs],
  );
  useEffect(() => {
    if (liveKeys.length === 0) return undefined;
    const timer = window.setInterval(() => {
      const now = localIsoDateTime(new Date());
      setRaw((current) => {
        const values = { ...current.values };
        for (const key of liveKeys) if (!touched.current.has(key)) values[key] = now;
        return { ...current, values };
      });
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [liveKeys]);

  // Mirror the fields into the address so any result is a link (a clock that only ticks is left out).
  useEffect(() => {
    if (!mounted.current) return;
    const ticking = liveKeys.filter((key) => !touched.current.has(key));
    const shared = {
      ...raw,
      values: { ...raw.values, ...Object.fromEntries(ticking.map((key) => [key, defaults.current.values[key] ?? ''])) },
    };
    const query = stateToQuery(shared, defaults.current);
    const url = `${window.location.pathname}${query}${window.location.hash}`;
    if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
      window.history.replaceState(window.history.state, '', url);
    }
  }, [raw, liveKeys]);

  const setValue = (key: string, value: string) => {
    touched.current.add(key);
    setRaw((current) => ({ ...current, values: { ...current.values, [key]: value } }));
    // Kept only when the visitor chooses, so opening someone's link does not replace their own.
    if (rememberedKeys.includes(key)) saveRememberedFields(slug, rememberedKeys, { ...raw.values, [key]: value });
  };
  const setUnit = (key: string, unit: string) => {
    setRaw((current) => {
      const spec = inputs[key];
      const from = current.units[key];
      const text = current.values[key] ?? '';
      const converted = spec && from ? convertText(spec, text, from, unit) : text;
      return { ...current, units: { ...current.units, [key]: unit }, values: { ...current.values, [key]: converted } };
    });
  };
  const switchSystem = (next: 'metric' | 'imperial') => {
    saveUnitSystem(next);
    setSystem(next);
    setRaw((current) => {
      const values = { ...current.values };
      const units = { ...current.units };
      for (const [key, spec] of Object.entries(inputs)) {
        if (spec.kind !== 'number' || !spec.unitFamily || !spec.unit || !spec.imperialUnit) continue;
        const target = next === 'imperial' ? spec.imperialUnit : spec.unit;
        const from = units[key] ?? spec.unit;
        values[key] = convertText(spec, values[key] ?? '', from, target);
        units[key] = target;
      }
      return { ...current, values, units };
    });
    setOutputUnits({});
  };
  const reset = () => {
    touched.current.clear();
    saveRememberedFields(slug, rememberedKeys, {});
    setRaw({ ...defaults.current, values: { ...defaults.current.values, ...liveNow(liveKeys) } });
    setOutputUnits({});
    setNotice(null);
  };
  const copy = (what: 'link' | 'result') => {
    const text = what === 'link' ? window.location.href : resultText(outputs, evaluation, currency, outputUnits);
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

  return (
    <form
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
      {hasView ? (
        <div className="calc-view" style={VIEW_RESERVE}>
          {view === 'failed' ? (
            <p className="calc-results__status" role="alert">
              This part of the tool could not be loaded; the calculator below still works.
            </p>
          ) : view && definition ? (
            <ErrorBoundary>
              <view.View raw={raw} defaults={defaults.current} values={values} setValue={setValue} />
            </ErrorBoundary>
          ) : null}
        </div>
      ) : null}
      {hasImperial ? (
        <fieldset className="calc__system">
          <legend className="visually-hidden">Units</legend>
          {(['metric', 'imperial'] as const).map((option) => (
            <label key={option} className="calc-field__choice">
              <input
                type="radio"
                name={`${slug}-system`}
                value={option}
                checked={system === option}
                onChange={() => {
                  switchSystem(option);
                }}
              />
              {option === 'metric' ? 'Metric' : 'US / Imperial'}
            </label>
          ))}
        </fieldset>
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
            showCurrency={key === firstMoney && !fixedCurrency}
            cities={cities}
            timeZones={props.timeZones ?? []}
            onValue={(value) => {
              setValue(key, value);
            }}
            onUnit={(unit) => {
              setUnit(key, unit);
            }}
            onCurrency={(currency) => {
              setRaw((current) => ({ ...current, currency }));
            }}
          />
        ))}
      </div>
      <div className="calc__actions">
        <button type="submit" className="btn btn--calculate">
          Calculate
        </button>
        <button type="button" className="btn btn--reset" onClick={reset}>
          Reset
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => {
            copy('link');
          }}
        >
          Copy link
        </button>
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={() => {
            copy('result');
          }}
        >
          Copy result
        </button>
        <span className="calc__copied" role="status">
          {copied}
        </span>
      </div>
      <section
        className="calc-results"
        id={`calc-results-${slug}`}
        tabIndex={-1}
        aria-live="polite"
        aria-label="Result"
      >
        {load.state === 'loading' ? <p className="calc-results__status">Loading…</p> : null}
        {load.state === 'failed' ? (
          <div className="calc-results__status" role="alert">
            <p>Unable to load calculator: {load.message}</p>
            <button
              type="button"
              className="btn btn--outline btn--sm"
              onClick={() => {
                window.location.reload();
              }}
            >
              Reload the page
            </button>
          </div>
        ) : null}
        <Results
          inputs={inputs}
          outputs={outputs}
          evaluation={evaluation}
          currency={currency}
          outputUnits={outputUnits}
          onOutputUnit={(key, unit) => {
            setOutputUnits((current) => ({ ...current, [key]: unit }));
          }}
        />
      </section>
    </form>
  );
}
