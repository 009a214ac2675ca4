/**
 * The theme toggle. It flips light/dark through the head script's window.__theme, so the
 * preference logic lives in one place. Both icons are rendered; CSS shows the one that fits
 * the current data-theme, which keeps the server and client markup identical.
 */
export default function ThemeToggle() {
  return (
    <button
      type="button"
      className="btn btn--ghost btn--icon theme-toggle"
      aria-label="Toggle theme"
      title="Toggle theme"
      onClick={() => window.__theme?.toggle()}
    >
      <svg className="theme-toggle__sun" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <path
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          d="M12 2v2.5M12 19.5V22M2 12h2.5M19.5 12H22M4.9 4.9l1.8 1.8M17.3 17.3l1.8 1.8M4.9 19.1l1.8-1.8M17.3 6.7l1.8-1.8"
        />
      </svg>
      <svg className="theme-toggle__moon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
        <path fill="currentColor" d="M20.5 14.5A8.5 8.5 0 0 1 9.5 3.5a8.5 8.5 0 1 0 11 11Z" />
      </svg>
    </button>
  );
}
