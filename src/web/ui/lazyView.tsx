import { type ComponentType, Suspense, use } from "react";

/** The chunk loaders of the lazy views, by name (each view module registers its own on evaluation). */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A view whose code is a chunk of its own, for a part that only some page loads show (a notice, a
 * status bar, a rating widget): the pages without it do not download it (the initial JavaScript
 * budget, issue 13).
 *
 * The server renders it into the page like any other part, behind a `<template data-lazy-view>`
 * marker. Before hydration the client entry loads the chunks of the views the page shows
 * (`loadShownViews`), so hydration renders them at once. Without that step React hydrates the rest of
 * the page and leaves the view's HTML dehydrated until its chunk arrives, and a click on it in that
 * time is lost: React does not replay it (the same pattern as loadable-components' `loadableReady`).
 *
 * A view that a page shows only later (after a click or an effect) loads its chunk then, and
 * renders nothing until it is there.
 */
export function lazyView<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (view) => {
        loaded = view;
        return view;
      },
      (error: unknown) => {
        // A failed download (offline a moment) is tried again by the next render.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  loaders.set(name, loadOnce);

  function Loaded(props: P) {
    const View = loaded ?? use(loadOnce());
    return <View {...props} />;
  }
  function LazyView(props: P) {
    return (
      <>
        <template data-lazy-view={name} />
        <Suspense fallback={null}>
          <Loaded {...props} />
        </Suspense>
      </>
    );
  }
  LazyView.displayName = `lazyView(${name})`;
  return LazyView;
}

/**
 * Loads the chunks of the lazy views the server rendered into the document (their markers), for the
 * client entry to await before it hydrates. A chunk that fails to load does not stop the hydration:
 * its view loads again when React renders it.
 */
export function loadShownViews(root: ParentNode): Promise<void> {
  const names = new Set<string>();
  for (const marker of root.querySelectorAll<HTMLTemplateElement>("template[data-lazy-view]"))
    names.add(marker.dataset.lazyView ?? "");
  return Promise.all(
    [...names].map((name) =>
      loaders
        .get(name)?.()
        .catch(() => undefined),
    ),
  ).then(() => undefined);
}
