import { type FormEvent, useEffect, useRef, useState } from "react";
import type { TPincallVerification } from "../../../common/contracts/phone.ts";
import { type PincallType, phoneFailureText } from "../../../common/contracts/values/phone.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { failureText, Loading, Outcome, Section } from "../account/index.ts";
import { usePhoneVerifications, useStartVerification, useVerifyPin } from "./queries.ts";
import { PHONE_TEXTS } from "./texts.ts";
import "./phone.css";

/**
 * Phone verification in the account area (spec core §7 pin-call): enter a number and how the code
 * should come (SMS or call), then the PIN; the phone codes of spec §8 are shown in the page's language.
 */
export function PhoneSection() {
  const { t, language } = useI18n();
  const texts = PHONE_TEXTS[language];
  const list = usePhoneVerifications();
  const start = useStartVerification();
  const verify = useVerifyPin(language);
  const [pending, setPending] = useState<TPincallVerification | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const pinRef = useRef<HTMLInputElement>(null);
  const numberRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (pending) pinRef.current?.focus();
  }, [pending]);

  // The phone codes of spec §8, the start limits (code 9 with a reason) and an unconfirmed e-mail
  // address, each in the page's language.
  const explain = (failure: unknown) =>
    isApiError(failure) && failure.code !== "NETWORK" && failure.code !== "RATE_LIMITED"
      ? phoneFailureText(failure, language)
      : failureText(t, failure);

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const phoneNumber = String(form.get("phoneNumber") ?? "").trim();
    const type = (form.get("type") === "call" ? "call" : "sms") as PincallType;
    setError(null);
    setNotice(null);
    start.mutate(
      { phoneNumber, type, language },
      {
        onSuccess: ({ verification }) => {
          if (verification.verified) {
            setNotice(fill(texts.verifiedNow, { number: verification.e123 }));
            return;
          }
          setPending(verification);
          setNotice(
            fill(verification.type === "sms" ? texts.sentSms : texts.sentCall, {
              number: verification.e123,
              digits: verification.pinLength,
            }),
          );
        },
        onError: (failure) => setError(explain(failure)),
      },
    );
  }

  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) return;
    const pin = String(new FormData(event.currentTarget).get("pin") ?? "").replace(/\s/g, "");
    setError(null);
    if (!new RegExp(`^\\d{${pending.pinLength}}$`).test(pin)) {
      setError(fill(texts.pinInvalid, { digits: pending.pinLength }));
      pinRef.current?.focus();
      return;
    }
    verify.mutate(
      { id: pending.id, type: pending.type, pin },
      {
        onSuccess: ({ verification }) => {
          setPending(null);
          setNotice(fill(texts.verifiedNow, { number: verification.e123 }));
          numberRef.current?.focus();
        },
        onError: (failure) => {
          setNotice(null);
          setError(explain(failure));
          pinRef.current?.select();
        },
      },
    );
  }

  function another() {
    setPending(null);
    setError(null);
    setNotice(null);
    requestAnimationFrame(() => numberRef.current?.focus());
  }

  const verified = (list.data?.verifications ?? []).filter((item) => item.verified);
  return (
    <Section id="phone" title={texts.title}>
      <p className="acct-hint">{texts.intro}</p>
      {list.data ? (
        verified.length > 0 ? (
          <div className="acct-inline">
            <h3 className="acct-subtitle">{texts.verifiedList}</h3>
            <ul className="acct-phone-list" data-testid="phone-verified">
              {verified.map((item) => (
                <li key={item.id}>
                  <span className="num">{item.e123}</span>{" "}
                  <span className="muted">({item.isMobile ? texts.mobile : texts.fixedLine})</span>
                </li>
              ))}
            </ul>
            <p className="acct-hint">{list.data.hasVerifiedMobile ? texts.smsReady : texts.smsNeedsMobile}</p>
          </div>
        ) : (
          <p className="acct-hint">{texts.smsNeedsMobile}</p>
        )
      ) : (
        <Loading failed={list.isError} retry={() => void list.refetch()} />
      )}
      {pending ? (
        <form key="pin" className="acct-form" onSubmit={check} noValidate data-testid="phone-pin-form">
          <div className="acct-inline-form">
            <label className="acct-field">
              <span>{texts.pin}</span>
              <input
                ref={pinRef}
                name="pin"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={pending.pinLength}
                pattern={`\\d{${pending.pinLength}}`}
                aria-describedby="acct-phone-outcome"
                aria-invalid={error ? true : undefined}
                data-testid="phone-pin"
              />
            </label>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={verify.isPending}
              data-testid="phone-verify"
            >
              {texts.verify}
            </button>
          </div>
          <button type="button" className="acct-link-button" onClick={another}>
            {texts.another}
          </button>
        </form>
      ) : (
        <form key="start" className="acct-form" onSubmit={send} noValidate data-testid="phone-start-form">
          <div className="acct-inline-form">
            <label className="acct-field">
              <span>{texts.number}</span>
              <input
                ref={numberRef}
                name="phoneNumber"
                type="tel"
                autoComplete="tel"
                maxLength={40}
                required
                aria-describedby="acct-phone-hint acct-phone-outcome"
                aria-invalid={error ? true : undefined}
                data-testid="phone-number"
              />
            </label>
          </div>
          <p id="acct-phone-hint" className="acct-hint">
            {texts.numberHint}
          </p>
          <fieldset className="acct-choices">
            <legend>{texts.how}</legend>
            <label className="acct-choice">
              <input type="radio" name="type" value="sms" defaultChecked />
              <span>{texts.sms}</span>
            </label>
            <label className="acct-choice">
              <input type="radio" name="type" value="call" data-testid="phone-type-call" />
              <span>{texts.call}</span>
            </label>
          </fieldset>
          <button
            type="submit"
            className="btn btn-primary"
            disabled={start.isPending}
            data-testid="phone-send"
          >
            {texts.send}
          </button>
        </form>
      )}
      <div id="acct-phone-outcome" data-testid="phone-outcome">
        <Outcome error={error} notice={notice} />
      </div>
    </Section>
  );
}
