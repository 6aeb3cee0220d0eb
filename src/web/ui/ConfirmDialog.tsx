import { type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useDialogFocus } from "./Dialog.tsx";
import "./confirmDialog.css";

/**
 * A question that needs a yes before something happens (issue 27: a purchase, ending a paid chat):
 * a modal alert dialog over everything but the payment overlay, with a title, its body, one button
 * that does it and one that does not. Focus starts on the dialog itself, not on its button, so that
 * a key still held from the click that opened it (Enter repeating) cannot answer it; Tab reaches
 * the button, Escape and the cancel button say no, and focus goes back to where it was.
 * Rendered into <body> (the page behind is inert, a chat screen included); only in the browser.
 */
export function ConfirmDialog(props: {
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Below the buttons: a note that is not part of the question (where a setting is changed). */
  footer?: ReactNode;
  /** The confirming button is waiting (disabled). */
  busy?: boolean;
  testId?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useDialogFocus(box, { open: true, onClose: props.onCancel, initialFocus: () => box.current });
  return createPortal(
    <div className="confirm-layer" data-testid={props.testId}>
      <div className="confirm-backdrop" aria-hidden="true" />
      <div
        ref={box}
        className="confirm-box"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={props.children ? bodyId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className="confirm-title">
          {props.title}
        </h2>
        {props.children ? (
          <div id={bodyId} className="confirm-body">
            {props.children}
          </div>
        ) : null}
        <div className="confirm-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={props.busy}
            onClick={props.onConfirm}
            data-testid={props.testId ? `${props.testId}-confirm` : undefined}
          >
            {props.confirmLabel}
          </button>
          <button
            type="button"
            className="btn btn-ghost"
            onClick={props.onCancel}
            data-testid={props.testId ? `${props.testId}-cancel` : undefined}
          >
            {props.cancelLabel}
          </button>
        </div>
        {props.footer ? <div className="confirm-footer">{props.footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
