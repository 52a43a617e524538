import type { LocationResult, PlacePredictionResult } from '@ordering/domain/contracts/locations';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSuggestions } from '../api/search-locations';

export type Suggestion =
  | { kind: 'place'; place: PlacePredictionResult }
  | { kind: 'location'; location: LocationResult };

const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase();

/** The value once it has not changed for `ms`; `flush` takes the current value at once (Enter does not wait). */
function useDebounced<T>(value: T, ms: number): [T, () => void] {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [debounced, () => setDebounced(value)];
}

const newSessionToken = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : String(Math.random()).slice(2);

/** The suggestions for the text typed: the Places provider's places, then the brand's locations that match. */
function useSuggestions(typed: string, group: string, locations: LocationResult[], sessionToken: string) {
  const places = usePlaceSuggestions({ description: typed, group, sessionToken });
  const suggestions = useMemo<Suggestion[]>(() => {
    if (typed.length < 2) return [];
    const needle = fold(typed);
    const own = locations
      .filter((l) => fold(`${l.name} ${l.address ?? ''}`).includes(needle))
      .slice(0, 3)
      .map((location) => ({ kind: 'location' as const, location }));
    const found = (places.data?.predictions ?? []).map((place) => ({ kind: 'place' as const, place }));
    // Places first: a city typed is mostly a city searched; the brand's own locations follow (a building's name).
    return [...found, ...own];
  }, [typed, locations, places.data]);
  return { places, suggestions };
}

/** The combobox's state: the text, the list open or not, the option the keys are on, and what the keys do. */
function usePlaceCombobox(
  group: string,
  locations: LocationResult[],
  initialText: string,
  onChoose: (choice: Suggestion) => void,
) {
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const sessionToken = useRef(newSessionToken());
  useEffect(() => setText(initialText), [initialText]);

  const current = text.trim();
  const [typed, flushTyped] = useDebounced(current, 200);
  const { places, suggestions } = useSuggestions(typed, group, locations, sessionToken.current);
  const expanded =
    open && typed.length >= 2 && (suggestions.length > 0 || places.isError || places.isSuccess);
  // The list answers the text in the box only once its own places have come (or failed): until then it still shows
  // the previous text's (kept to avoid a flicker), which the keys must not choose.
  const fresh = typed === current && ((places.isSuccess && !places.isPlaceholderData) || places.isError);
  // Enter pressed before the suggestions for the text in the box came: the first of them is chosen when they do.
  const [pendingEnter, setPendingEnter] = useState<string | null>(null);

  const choose = (s: Suggestion) => {
    setText(s.kind === 'place' ? s.place.description : s.location.name);
    setOpen(false);
    setActive(-1);
    sessionToken.current = newSessionToken();
    onChoose(s);
  };

  useEffect(() => {
    if (pendingEnter === null || pendingEnter !== current || !fresh) return;
    setPendingEnter(null);
    // None for this text: the list stays open and says so.
    if (suggestions[0]) choose(suggestions[0]);
  });

  const type = (value: string) => {
    setText(value);
    setOpen(true);
    setActive(-1);
    setPendingEnter(null);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const choices = fresh ? suggestions : [];
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (choices.length ? (i + 1) % choices.length : -1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (choices.length ? (i <= 0 ? choices.length - 1 : i - 1) : -1));
    } else if (e.key === 'Enter') {
      if (current.length < 2) return;
      e.preventDefault();
      setOpen(true);
      const pick = choices[Math.max(active, 0)];
      if (pick) {
        choose(pick);
      } else if (!fresh) {
        // Not yet answered for this text: ask now (no debounce) and choose when the answer comes.
        setPendingEnter(current);
        flushTyped();
      }
    } else if (e.key === 'Escape') {
      if (expanded) e.preventDefault();
      setOpen(false);
      setActive(-1);
      setPendingEnter(null);
    }
  };

  return { text, type, setOpen, active, expanded, fresh, places, suggestions, choose, onKeyDown };
}

/**
 * The search box (WAI-ARIA combobox with a list popup): as the diner types, places (cities, neighbourhoods, postal
 * areas) from the server's Places provider, then the brand's own locations whose name or address match. Arrow
 * keys move through the list, Enter chooses, Escape closes.
 */
export function PlaceCombobox({
  group,
  locations,
  initialText,
  onChoose,
}: {
  group: string;
  /** The brand's locations, for suggestions by name or address. */
  locations: LocationResult[];
  initialText: string;
  onChoose: (choice: Suggestion) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const box = usePlaceCombobox(group, locations, initialText, onChoose);
  const { expanded, active } = box;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="block font-semibold">
        {t('locations.searchLabel')}
      </label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        enterKeyHint="search"
        value={box.text}
        placeholder={t('locations.searchPlaceholder')}
        onChange={(e) => box.type(e.target.value)}
        onFocus={() => box.setOpen(true)}
        onBlur={() => box.setOpen(false)}
        onKeyDown={box.onKeyDown}
        className="mt-2 w-full rounded-full border border-line bg-surface px-4 py-3 focus:border-brand focus:outline-none focus-visible:outline-2 focus-visible:outline-brand"
      />
      <p id={`${id}-hint`} className="sr-only">
        {t('locations.searchHint')}
      </p>
      <SuggestionList id={id} box={box} />
    </div>
  );
}

/**
 * The combobox pattern with aria-activedescendant: focus stays in the input, which the keys drive; the options are
 * named to assistive technology through it and take a pointer's click.
 */
function SuggestionList({ id, box }: { id: string; box: ReturnType<typeof usePlaceCombobox> }) {
  const { t } = useTranslation();
  const { expanded, fresh, suggestions, active, places } = box;
  return (
    <div
      hidden={!expanded}
      className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-auto rounded-2xl border border-line bg-surface py-1 shadow-lg"
    >
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label={t('locations.suggestions')}
        aria-busy={!fresh}
        className={fresh ? '' : 'opacity-60'}
      >
        {suggestions.map((s, i) => (
          // biome-ignore lint/a11y/useFocusableInteractive: an option of the combobox, reached by keys in its input (aria-activedescendant).
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input's keys choose options; a click is the pointer's way.
          <div
            key={s.kind === 'place' ? s.place.gmapPlaceId : `location-${s.location.id}`}
            id={`${id}-option-${i}`}
            role="option"
            aria-selected={i === active}
            // A press must not blur the input first (the list would close before the click lands).
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => box.choose(s)}
            className={`cursor-pointer px-4 py-2.5 ${i === active ? 'bg-canvas' : ''} hover:bg-canvas`}
          >
            {s.kind === 'place' ? (
              <span className="block">{s.place.description}</span>
            ) : (
              <>
                <span className="block font-semibold">{s.location.name}</span>
                <span className="block text-sm text-muted">
                  {t('locations.suggestionLocation')}
                  {s.location.address ? ` · ${s.location.address}` : ''}
                </span>
              </>
            )}
          </div>
        ))}
      </div>
      {places.isError ? (
        <p className="px-4 py-2.5 text-sm text-muted">{t('locations.autocompleteError')}</p>
      ) : places.isSuccess && suggestions.length === 0 ? (
        <p className="px-4 py-2.5 text-sm text-muted">{t('locations.noSuggestions')}</p>
      ) : null}
    </div>
  );
}
