import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { isSearchablePattern, normalizePattern } from "../../../common/contracts/values/search.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { safeRedirectPath } from "../../../common/safeRedirect.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { useDialogFocus } from "../../ui/Dialog.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { clearRecentSearches, rememberSearch, useRecentSearches } from "./recentSearches.ts";
import { usePopularTags } from "./usePopularTags.ts";
import { useSuggestions } from "./useSuggestions.ts";

/** One entry of the listbox: where it leads and what it shows. */
interface Option {
  id: string;
  group: "recent" | "popular" | "proposals" | "terms" | "actors" | "videos" | "all";
  label: string;
  /** The label's language where it is not the page's (a video's title: the performer's text). */
  labelLang?: string | undefined;
  detail?: string;
  /** A pattern to search, or a page to open. */
  pattern?: string;
  url?: string;
  avatar?: string | null;
  online?: boolean;
}

/**
 * A modal search box: a combobox with suggestions as you type; before that, the recent searches and
 * the most popular tags.
 */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const { t, language } = useI18n();
  const navigate = useNavigate();
  const [input, setInput] = useState("");
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const recent = useRecentSearches();
  const suggestions = useSuggestions(language, input);
  const popular = usePopularTags(language);
  const pattern = normalizePattern(input);
  const searchable = isSearchablePattern(pattern);

  const panel = useRef<HTMLDivElement>(null);
  // Focus in (the search field), Tab kept inside, the page behind inert, Escape, focus back.
  useDialogFocus(panel, { open: true, onClose, initialFocus: () => inputRef.current });

  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  const options = useMemo<Option[]>(() => {
    if (!searchable)
      return [
        ...recent.map(
          (entry, i): Option => ({ id: `recent-${i}`, group: "recent", label: entry, pattern: entry }),
        ),
        ...popular.map(
          (tag): Option => ({
            id: `popular-${tag.groupKey}`,
            group: "popular",
            label: tag.name,
            detail: plural(t, tag.videoCount, t.search.tagVideos),
            url: tag.url,
          }),
        ),
      ];
    const list: Option[] = [];
    if (suggestions.status === "done") {
      const { data } = suggestions;
      data.proposals.forEach((p, i) => {
        list.push({ id: `proposal-${i}`, group: "proposals", label: p, pattern: p });
      });
      data.terms.forEach((term, i) => {
        list.push({
          id: `term-${i}`,
          group: "terms",
          label: term.text,
          detail: term.kind === "category" ? t.search.category : t.search.tag,
          url: term.url,
        });
      });
      data.actors.forEach((actor) => {
        list.push({
          id: `actor-${actor.id}`,
          group: "actors",
          label: actor.name,
          detail: actor.isOnline ? t.search.online : fill(t.search.age, { age: actor.age }),
          url: actor.url,
          avatar: actor.avatar?.src ?? null,
          online: actor.isOnline,
        });
      });
      data.videos.forEach((video) => {
        list.push({
          id: `video-${video.id}`,
          group: "videos",
          label: video.title,
          labelLang: textLang(video.titleLanguage, language),
          detail: fill(t.search.videoBy, { name: video.actorName }),
          url: video.url,
        });
      });
    }
    list.push({ id: "all", group: "all", label: fill(t.search.showAll, { pattern }), pattern });
    return list;
  }, [searchable, recent, popular, suggestions, pattern, t, language]);

  // A new list starts without an active option.
  const optionKey = options.map((o) => o.id).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the options change
  useEffect(() => setActive(-1), [optionKey]);

  const go = (option: Option | null) => {
    const target = option?.pattern ?? (option ? undefined : pattern);
    if (target !== undefined) {
      if (!isSearchablePattern(target)) return;
      rememberSearch(target);
      onClose();
      navigate(buildPath(language, "searchVideos", { searchPattern: normalizePattern(target) }));
      return;
    }
    // Same-origin paths only (safeRedirectPath), like every other target a page follows.
    const path = safeRedirectPath(option?.url, window.location.origin);
    if (path) {
      if (searchable) rememberSearch(pattern);
      onClose();
      navigate(path);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) =>
        step === 1 ? (current + 1) % options.length : current <= 0 ? options.length - 1 : current - 1,
      );
    } else if (event.key === "Enter") {
      event.preventDefault();
      go(active >= 0 ? (options[active] ?? null) : null);
    } else if (event.key === "Escape") {
      event.preventDefault();
      if (input) setInput("");
      else onClose();
    }
  };
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined;
  const expanded = options.length > 0;
  const status = !searchable
    ? pattern.length > 0
      ? t.search.minLength
      : ""
    : suggestions.status === "loading"
      ? t.search.loading
      : suggestions.status === "error"
        ? t.search.error
        : plural(t, options.length, t.search.optionsCount);

  return (
    <div className="search-overlay" data-testid="search-overlay">
      <button type="button" className="search-backdrop" tabIndex={-1} aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="search-panel"
        role="dialog"
        aria-modal="true"
        aria-label={t.search.dialogLabel}
        tabIndex={-1}
      >
        <div className="search-box">
          <Icon name="search" label="" />
          <input
            ref={inputRef}
            className="search-input"
            type="search"
            role="combobox"
            aria-label={t.search.label}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeOption.id}` : undefined}
            placeholder={t.search.placeholder}
            autoComplete="off"
            spellCheck={false}
            maxLength={100}
            value={input}
            onChange={(event) => setInput(event.target.value)}
            onKeyDown={onKeyDown}
            data-testid="search-input"
          />
          <button type="button" className="search-close" onClick={onClose}>
            <Icon name="close" label={t.search.close} />
          </button>
        </div>
        <p className="search-status" aria-live="polite" data-testid="search-status">
          {status}
        </p>
        {!searchable && recent.length > 0 ? (
          <button type="button" className="search-clear" onClick={clearRecentSearches}>
            {t.search.clearRecent}
          </button>
        ) : null}
        <div
          id={listId}
          role="listbox"
          aria-label={t.search.suggestions}
          className="search-list"
          data-testid="search-list"
        >
          {groupsOf(options).map(({ group, items }) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox groups its options with role=group, not a fieldset
            <div key={group} role="group" aria-labelledby={`${listId}-g-${group}`} className="search-group">
              <div id={`${listId}-g-${group}`} role="presentation" className="search-group-head">
                {t.search.groups[group]}
              </div>
              {items.map((option) => {
                const index = options.indexOf(option);
                return (
                  <div
                    key={option.id}
                    id={`${listId}-${option.id}`}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={`search-option search-option-${option.group}${index === active ? " is-active" : ""}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => go(option)}
                    onKeyDown={() => undefined}
                    onMouseEnter={() => setActive(index)}
                  >
                    {option.group === "actors" ? (
                      <span className="search-avatar" aria-hidden="true">
                        {option.avatar ? (
                          <img src={option.avatar} alt="" width={32} height={32} loading="lazy" />
                        ) : null}
                        {option.online ? <span className="search-online" /> : null}
                      </span>
                    ) : (
                      <span className="search-option-icon" aria-hidden="true">
                        <Icon
                          name={
                            option.group === "recent"
                              ? "clock"
                              : option.group === "videos"
                                ? "play"
                                : "search"
                          }
                          label=""
                        />
                      </span>
                    )}
                    <span className="search-option-text">
                      <span className="search-option-label" lang={option.labelLang}>
                        {option.group === "proposals" ? `${t.search.didYouMean} ` : ""}
                        {option.label}
                      </span>
                      {option.detail ? <span className="search-option-detail">{option.detail}</span> : null}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

/** Consecutive options of one group, in order. */
function groupsOf(options: Option[]): { group: Option["group"]; items: Option[] }[] {
  const groups: { group: Option["group"]; items: Option[] }[] = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last.group === option.group) last.items.push(option);
    else groups.push({ group: option.group, items: [option] });
  }
  return groups;
}
