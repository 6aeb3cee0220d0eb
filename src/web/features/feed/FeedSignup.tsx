import { needTexts, useI18n } from "../../i18n/index.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { type FeedPostAction, loginThen } from "../overlay/index.ts";

// The feed-signup box also opens by its id (?modal=feed-signup) as a chunk of its own.
await needTexts("feed");

/** What the box does once the guest has an account: the post's action, or back to this page. */
export type SignupTarget = { postId: number; action: FeedPostAction } | null;

function join(target: SignupTarget, flow: "signup" | "login") {
  loginThen(
    target
      ? { type: "feedPost", postId: target.postId, action: target.action }
      : { type: "redirect", url: window.location.pathname + window.location.search },
    flow,
  );
}

/** The way in for a guest who has an account: the login (the action runs after it too). */
function LoginLink(props: { target: SignupTarget }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="btn btn-ghost"
      data-testid="feed-signup-login"
      onClick={() => join(props.target, "login")}
    >
      {t.feed.signupLogin}
    </button>
  );
}

/**
 * The feed-signup modal (spec content §2, "feed-signup"): an anonymous visitor's like, comment,
 * unlock or tip opens it; signing up or logging in runs that action afterwards (post-login action).
 */
export function FeedSignupDialog(props: { target: SignupTarget; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      title={t.feed.signupTitle}
      confirmLabel={t.feed.signupButton}
      cancelLabel={t.feed.signupLater}
      onConfirm={() => join(props.target, "signup")}
      onCancel={props.onClose}
      footer={<LoginLink target={props.target} />}
      testId="feed-signup"
    >
      <p>{t.feed.signupText}</p>
    </ConfirmDialog>
  );
}

/** The same box in the modal container (?modal=feed-signup): back to this page after the login. */
export function FeedSignupModal(props: { titleId: string; close: () => void }) {
  const { t } = useI18n();
  return (
    <div data-testid="feed-signup">
      <h2 id={props.titleId}>{t.feed.signupTitle}</h2>
      <p>{t.feed.signupText}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={() => join(null, "signup")}>
          {t.feed.signupButton}
        </button>
        <button type="button" className="btn btn-ghost" onClick={props.close}>
          {t.feed.signupLater}
        </button>
      </div>
      <LoginLink target={null} />
    </div>
  );
}
