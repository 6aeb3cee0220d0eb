import { useEffect, useRef, useState } from "react";
import type { TSearchSuggestions } from "../../../common/contracts/search.ts";
import {
  isSearchablePattern,
  normalizePattern,
  SEARCH_DEBOUNCE_MS,
} from "../../../common/contracts/values/search.ts";
import type { Language } from "../../../common/languages.ts";
import { latestGuard } from "./latest.ts";
import { fetchSuggestions } from "./searchApi.ts";

export type SuggestionState =
  | { status: "idle" }
  | { status: "loading"; pattern: string }
  | { status: "done"; pattern: string; data: TSearchSuggestions }
  | { status: "error"; pattern: string };

/**
 * Suggestions for what the guest types: debounced, only for 3+ characters, and an answer for an
 * older pattern than the latest is dropped (also when requests overtake each other).
 */
export function useSuggestions(language: Language, input: string): SuggestionState {
  const [state, setState] = useState<SuggestionState>({ status: "idle" });
  const guard = useRef(latestGuard());
  const pattern = normalizePattern(input);
  useEffect(() => {
    if (!isSearchablePattern(pattern)) {
      guard.current.reset();
      setState({ status: "idle" });
      return;
    }
    guard.current.begin(pattern);
    setState((previous) => (previous.status === "done" ? previous : { status: "loading", pattern }));
    const timer = setTimeout(() => {
      fetchSuggestions(language, pattern)
        .then((data) => {
          if (guard.current.isLatest(pattern)) setState({ status: "done", pattern, data });
        })
        .catch(() => {
          if (guard.current.isLatest(pattern)) setState({ status: "error", pattern });
        });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [language, pattern]);
  return state;
}
