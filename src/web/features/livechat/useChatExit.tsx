import { type ReactNode, useEffect, useRef, useState } from "react";
import { useBlocker, useLocation, useNavigate } from "react-router";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

/** The chat screen's own history entry: the page it was opened on, with this hash. */
export const CHAT_HASH = "#live";

/** What the question says. */
export interface ExitTexts {
  title: string;
  text: string;
  confirm: string;
  cancel: string;
}

/**
 * Leaving a running chat or call only on purpose (issue 27): while it runs, Escape and the back
 * button ask ("End the chat?") and a yes ends it (`onEnd`, server-side: the billing stops); a no
 * leaves it running. The screen adds a history entry of its own (the same page with #live, a
 * hash-only step that reads no page data), so a phone's back button lands on it first, also when
 * the chat page was the first of the visit; the blocker turns that back step into the question.
 * Once the chat has ended, Escape and the back button close the screen (`onClose`); closing it
 * takes its history entry away again.
 */
export function useChatExit(options: {
  running: boolean;
  texts: ExitTexts;
  onEnd: () => void;
  onClose: () => void;
}): { ask: () => void; question: ReactNode; escape: () => void } {
  const { running } = options;
  const latest = useRef(options);
  latest.current = options;
  const [asking, setAsking] = useState(false);
  const navigate = useNavigate();
  const location = useLocation();
  const pushed = useRef(false);

  // One entry of its own while the screen is open (pushed once; taken away when it closes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per screen, at the place it opened
  useEffect(() => {
    if (window.location.hash !== CHAT_HASH) {
      navigate(
        { pathname: location.pathname, search: location.search, hash: CHAT_HASH },
        { preventScrollReset: true, state: location.state },
      );
    }
    pushed.current = true;
    return () => {
      pushed.current = false;
      if (window.location.hash === CHAT_HASH) navigate(-1);
    };
  }, []);

  const blocker = useBlocker(
    ({ historyAction, currentLocation }) =>
      latest.current.running && historyAction === "POP" && currentLocation.hash === CHAT_HASH,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    // The router has put the entry back already: stay on it and ask.
    blocker.reset();
    setAsking(true);
  }, [blocker]);

  // The back button after the end: the screen closes.
  useEffect(() => {
    if (pushed.current && !running && location.hash !== CHAT_HASH) latest.current.onClose();
  }, [location.hash, running]);

  const question =
    asking && running ? (
      <ConfirmDialog
        title={options.texts.title}
        confirmLabel={options.texts.confirm}
        cancelLabel={options.texts.cancel}
        onConfirm={() => {
          setAsking(false);
          latest.current.onEnd();
        }}
        onCancel={() => setAsking(false)}
        testId="chat-exit-question"
      >
        <p>{options.texts.text}</p>
      </ConfirmDialog>
    ) : null;

  return {
    ask: () => setAsking(true),
    question,
    /** Escape on the screen: the question while it runs, else closing it. */
    escape: () => (latest.current.running ? setAsking(true) : latest.current.onClose()),
  };
}
