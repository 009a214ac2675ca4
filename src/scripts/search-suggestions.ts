import { loadTools } from '../lib/search/load-tools.ts';
import { rankTools } from '../lib/search/rank.ts';
import type { ToolRecord } from '../lib/search/tool-index.ts';

const SUGGESTION_LIMIT = 8;
/** One letter matches too much of the catalogue to help. */
const MIN_QUERY_LENGTH = 2;

/**
 * Tool suggestions under a search box, following the ARIA combobox pattern: the box keeps focus,
 * Down and Up move through the options (aria-activedescendant), Enter opens the chosen tool (or,
 * with none chosen, submits the form as usual), Escape closes the list. The box names its list in
 * aria-controls; the list is in the page's HTML, hidden, so nothing moves when it opens.
 */
export function attachSuggestions(input: HTMLInputElement): void {
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox || input.dataset['suggestions'] === 'attached') return;
  input.dataset['suggestions'] = 'attached';
  let shown: ToolRecord[] = [];
  let active = -1;
  let latest = 0;

  const setActive = (index: number) => {
    active = index;
    listbox.querySelectorAll('[role="option"]').forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === index));
    });
    const option = index >= 0 ? listbox.children[index] : undefined;
    if (option) {
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else {
      input.removeAttribute('aria-activedescendant');
    }
  };

  const close = () => {
    setActive(-1);
    listbox.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  };

  const openTool = (tool: ToolRecord) => {
    close();
    window.location.assign(tool.url);
  };

  const optionFor = (tool: ToolRecord, index: number) => {
    const option = document.createElement('li');
    option.id = `${listbox.id}-${String(index)}`;
    option.className = 'search-suggestions__option';
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', 'false');
    const name = document.createElement('span');
    name.className = 'search-suggestions__name';
    name.textContent = tool.name;
    const where = document.createElement('span');
    where.className = 'search-suggestions__where';
    where.textContent = `${tool.categoryName} › ${tool.sectionName}`;
    option.append(name, where);
    // Pressing an option must not take focus from the box, or the list would close first.
    option.addEventListener('mousedown', (event) => {
      event.preventDefault();
    });
    option.addEventListener('click', () => {
      openTool(tool);
    });
    return option;
  };

  // A box near the right edge of a phone's header would push a wider list off the screen.
  const keepInViewport = () => {
    listbox.style.removeProperty('left');
    const margin = 16;
    const overflow = listbox.getBoundingClientRect().right - (document.documentElement.clientWidth - margin);
    if (overflow > 0) listbox.style.left = `${String(-overflow)}px`;
  };

  const show = (tools: ToolRecord[]) => {
    shown = tools;
    listbox.replaceChildren(...tools.map(optionFor));
    if (tools.length === 0) {
      close();
      return;
    }
    setActive(-1);
    listbox.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    keepInViewport();
  };

  const update = async () => {
    const run = (latest += 1);
    const query = input.value.trim();
    if (query.length < MIN_QUERY_LENGTH) {
      show([]);
      return;
    }
    const tools = await loadTools();
    if (run === latest && document.activeElement === input) show(rankTools(tools, query, SUGGESTION_LIMIT));
  };

  input.addEventListener('input', () => void update());
  input.addEventListener('focus', () => void update());
  input.addEventListener('blur', close);
  input.form?.addEventListener('submit', close);
  input.addEventListener('keydown', (event) => {
    const open = !listbox.hidden;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const down = event.key === 'ArrowDown';
      if (!open) {
        // A closed list opens on the first option (Down) or the last (Up).
        void update().then(() => {
          if (!listbox.hidden) setActive(down ? 0 : shown.length - 1);
        });
        return;
      }
      // Past either end the choice returns to the box itself, as in a browser's own suggestions.
      const next = active + (down ? 1 : -1);
      setActive(next < -1 ? shown.length - 1 : next >= shown.length ? -1 : next);
    } else if (event.key === 'Enter' && open && active >= 0) {
      const tool = shown[active];
      if (tool) {
        event.preventDefault();
        openTool(tool);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  });
  // The index downloads as soon as the box is used, so the first suggestions need not wait for it.
  void loadTools();
  void update();
}
