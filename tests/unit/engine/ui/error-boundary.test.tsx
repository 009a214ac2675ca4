// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ErrorBoundary from '../../../../src/engine/ui/ErrorBoundary.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Broken({ error }: { error: unknown }): never {
  throw error;
}

function render(node: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  act(() => {
    createRoot(container).render(node);
  });
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('renders its children when nothing fails', () => {
    const container = render(
      <ErrorBoundary>
        <p>fine</p>
      </ErrorBoundary>,
    );
    expect(container.textContent).toBe('fine');
  });

  it('shows the heading, the explanation and the error message when a child throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = render(
      <ErrorBoundary>
        <Broken error={new Error('Division by zero in widget')} />
      </ErrorBoundary>,
    );
    expect(container.querySelector('[role="alert"] h2')?.textContent).toBe('Something went wrong');
    expect(container.textContent).toContain('We hit an error while rendering this page.');
    expect(container.textContent).toContain('Division by zero in widget');
  });

  it('falls back to a generic message when the error has none', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = render(
      <ErrorBoundary>
        <Broken error={new Error('')} />
      </ErrorBoundary>,
    );
    expect(container.textContent).toContain('An unexpected error occurred.');
  });
});
