/*
 * What the live timers (countdown, stopwatch) share in the browser: redrawing, keyboard
 * shortcuts, the tab title and the beep. Nothing here keeps time; every redraw reads the clock.
 */
import { useEffect, useReducer, useRef, type ReactNode } from 'react';
import css from './_live.css?inline';

/** The panel's styles, added once to the page's head by React when a live timer is drawn. */
export function LiveTimerStyles(): ReactNode {
  return (
    <style href="live-timer" precedence="default">
      {css}
    </style>
  );
}

/**
 * Redraws the component while `active`: on animation frames at most every `everyMs`, and once a
 * second by a timer, because hidden tabs get no frames (the title still updates there). Coming
 * back to the tab redraws at once. Each redraw reads the clock afresh, so however few of them a
 * throttled tab gets, the time shown is right.
 */
export function useRedraw(active: boolean, everyMs: number): void {
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    let last = Number.NEGATIVE_INFINITY;
    const onFrame = (time: number) => {
      if (time - last >= everyMs) {
        last = time;
        redraw();
      }
      frame = requestAnimationFrame(onFrame);
    };
    frame = requestAnimationFrame(onFrame);
    const timer = window.setInterval(redraw, 1000);
    document.addEventListener('visibilitychange', redraw);
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', redraw);
    };
  }, [active, everyMs]);
}

/** Keys a shortcut is named by: "Space" or a lower-case letter. */
export type ShortcutKey = 'Space' | 'l' | 'r';

/**
 * Page-wide keyboard shortcuts, ignored while the visitor types in a field or holds a modifier
 * (Ctrl+R still reloads). Space on a focused button or link is left to the browser, which
 * presses it.
 */
export function useShortcuts(shortcuts: Partial<Record<ShortcutKey, () => void>>): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])')) return;
      const key = event.key === ' ' ? 'Space' : event.key.toLowerCase();
      if (key === 'Space' && target?.closest('button, a[href], summary, [role="button"]')) return;
      const action = latest.current[key as ShortcutKey];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
    };
  }, []);
}

/** Puts `text` in front of the page title while it is not null; the title comes back after. */
export function useTitlePrefix(text: string | null): void {
  useEffect(() => {
    if (text === null) return undefined;
    const original = document.title;
    document.title = `${text} · ${original}`;
    return () => {
      document.title = original;
    };
  }, [text]);
}

let audio: AudioContext | undefined;

/** Browsers allow sound only after the visitor presses something, so a press calls this first. */
export function unlockSound(): void {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    // No Web Audio: the alert is visual only.
  }
}

/** Three short beeps, if sound was unlocked. */
export function beep(): void {
  if (!audio) return;
  const start = audio.currentTime;
  for (let index = 0; index < 3; index += 1) {
    const at = start + index * 0.35;
    const tone = audio.createOscillator();
    const volume = audio.createGain();
    tone.frequency.value = 880;
    volume.gain.setValueAtTime(0.2, at);
    volume.gain.exponentialRampToValueAtTime(0.001, at + 0.2);
    tone.connect(volume).connect(audio.destination);
    tone.start(at);
    tone.stop(at + 0.2);
  }
}
