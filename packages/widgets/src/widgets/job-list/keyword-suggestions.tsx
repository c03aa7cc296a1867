import { keywordSuggestions } from '@baobab/client/suggestions';
import { loadSuggestCatalogue } from '@baobab/core';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useRuntime } from '../../runtime/context';
import { usePartTexts } from '../../runtime/part-texts';
import { styleNonceValue } from '../../runtime/style-nonce';
import { useTranslation } from '../../runtime/translation';

/** Quiet time after a keystroke before asking: a word typed at phone speed makes one request. */
const DEBOUNCE_MS = 150;
/** Fewer letters than this propose nothing: one letter begins too many titles to help. */
const MIN_LETTERS = 2;

// Loaded with this part, not with the list: the list's first load stays as it was.
const CSS = /* css */ `
.bj-job-search { position: relative; }
.bj-suggest {
  position: absolute; top: 100%; left: 0; right: 0; z-index: 10; margin-top: 0.25em; padding: 0.25em 0;
  background: var(--baobab-color-surface); color: var(--baobab-color-text); border: 1px solid var(--baobab-color-border);
  border-radius: var(--baobab-radius-small); box-shadow: var(--baobab-shadow);
}
.bj-suggest__option { display: flex; align-items: center; min-height: 44px; padding: 0.35em 0.75em; cursor: pointer; }
.bj-suggest__option:hover, .bj-suggest__option[aria-selected='true'] { background: var(--baobab-color-surface-alt); }
.bj-suggest__option[aria-selected='true'] { box-shadow: inset 4px 0 var(--baobab-color-primary); font-weight: 600; }
`;

export interface KeywordSuggestionsProps {
  /** The keyword searched now: the box holding just that proposes nothing. */
  keyword: string;
  /** A suggestion chosen (Enter on it, click or tap): it is searched. */
  onPick(label: string): void;
}

/**
 * Typing suggestions for the job list's search box, the WAI-ARIA 1.2 combobox pattern with a
 * listbox: up to 8 offer titles and domains (GET /api/jobs/suggestions) for what is typed, asked
 * after a pause, an older answer never shown over a newer keystroke's. ArrowDown / ArrowUp move
 * through them (aria-activedescendant, focus stays in the box), Enter searches the one chosen (or
 * what is typed), Escape closes; a polite live region says how many there are. Loaded when the
 * box is first focused.
 */
export default function KeywordSuggestions({ keyword, onPick }: KeywordSuggestionsProps) {
  const { t, i18n } = useTranslation();
  const { client } = useRuntime();
  const ready = usePartTexts('suggest.label', loadSuggestCatalogue);
  const listId = useId();
  const list = useRef<HTMLDivElement>(null);
  const [options, setOptions] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${listId}-${index}`;
  // The latest values for the box's listeners, attached once.
  const latest = useRef({ options, open, active, onPick, keyword });
  latest.current = { options, open, active, onPick, keyword };

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  // Drops the question waiting or under way: nothing opens once the box is left or searched.
  const stop = useRef(() => {});

  // Asking: after a pause in typing; a newer keystroke aborts the older request and its answer.
  useEffect(() => {
    const box = boxOf(list.current);
    if (!box || !ready) return;
    const language = i18n.language === 'en' ? 'en' : 'fr';
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const ask = () => {
      clearTimeout(timer);
      pending?.abort();
      const typed = box.value.trim();
      if (typed.length < MIN_LETTERS || typed === latest.current.keyword) {
        setOptions([]);
        close();
        return;
      }
      timer = setTimeout(() => {
        const request = new AbortController();
        pending = request;
        keywordSuggestions(client.http, typed, language, request.signal).then(
          (labels) => {
            if (request.signal.aborted) return;
            setOptions(labels);
            setActive(-1);
            setOpen(labels.length > 0 && isFocused(box));
          },
          () => {
            if (!request.signal.aborted) close();
          },
        );
      }, DEBOUNCE_MS);
    };
    stop.current = () => {
      clearTimeout(timer);
      pending?.abort();
    };
    // Letters typed while this part was loading count as typed.
    if (isFocused(box)) ask();
    box.addEventListener('input', ask);
    return () => {
      stop.current();
      box.removeEventListener('input', ask);
    };
  }, [ready, client, i18n.language, close]);

  // The keyboard of the combobox, and closing when the box loses focus.
  useEffect(() => {
    const box = boxOf(list.current);
    if (!box) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const { options: shown, open: isOpen, active: current } = latest.current;
      if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && shown.length > 0) {
        event.preventDefault();
        const next = nextActive(isOpen ? current : -1, shown.length, event.key === 'ArrowDown');
        // Written at once: a second key before the next render (a slow phone) moves on from here.
        latest.current = { ...latest.current, open: true, active: next };
        setOpen(true);
        setActive(next);
      } else if (event.key === 'Enter') {
        const chosen = isOpen ? shown[current] : undefined;
        stop.current();
        close();
        if (chosen === undefined) return; // the form searches what is typed
        event.preventDefault();
        latest.current.onPick(chosen);
      } else if (event.key === 'Escape' && isOpen) {
        // Not also the browser's own Escape, which empties a search box.
        event.preventDefault();
        close();
      }
    };
    const onBlur = () => {
      stop.current();
      close();
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('blur', onBlur);
    return () => {
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('blur', onBlur);
    };
  }, [close]);

  // The box's combobox state, on an element this part does not render: written in the same commit
  // as the listbox (a layout effect; a passive one ran after the paint, so for a frame the list
  // showed while the box still said it was collapsed).
  useLayoutEffect(() => {
    const box = boxOf(list.current);
    if (!box) return;
    const shown = open && options.length > 0;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listId);
    box.setAttribute('aria-expanded', String(shown));
    if (shown && active >= 0) box.setAttribute('aria-activedescendant', optionId(active));
    else box.removeAttribute('aria-activedescendant');
  });

  const shown = ready && open && options.length > 0;
  return (
    <>
      <style nonce={styleNonceValue()}>{CSS}</style>
      <div
        ref={list}
        id={listId}
        role="listbox"
        className="bj-suggest"
        aria-label={ready ? t('suggest.label') : undefined}
        hidden={!shown}
        // A press on a suggestion must not take the focus from the box (that would close the list).
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((label, index) => (
          // The box keeps the focus and the keyboard (aria-activedescendant): options take no focus.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys.
          // biome-ignore lint/a11y/useFocusableInteractive: see above.
          <div
            key={label}
            id={optionId(index)}
            role="option"
            className="bj-suggest__option"
            aria-selected={index === active}
            onClick={() => {
              close();
              onPick(label);
            }}
          >
            {label}
          </div>
        ))}
      </div>
      <div className="bj-sr-only" aria-live="polite" aria-atomic="true">
        {shown ? t('suggest.count', { count: options.length }) : ''}
      </div>
    </>
  );
}

/** The option after (or before) `active` in a list of `count`, round the ends; the first (last) when none is. */
export function nextActive(active: number, count: number, down: boolean): number {
  if (active < 0) return down ? 0 : count - 1;
  return (active + (down ? 1 : count - 1)) % count;
}

/** The search box of the form the list is in: it becomes the combobox (WAI-ARIA 1.2). */
const boxOf = (list: HTMLElement | null) => list?.closest('form')?.querySelector('input') ?? null;

/** Whether the box has the focus, inside a shadow root too. */
function isFocused(box: HTMLElement): boolean {
  const root = box.getRootNode() as Document | ShadowRoot;
  return root.activeElement === box;
}
