import React, { useEffect, useRef } from "react";
import type { ContentOf, site } from "../../../content/collections";
import CookieConsent from "react-cookie-consent";
import { CONSENT_CHOICE_ATTRIBUTE, CONSENT_COOKIE, CONSENT_DAYS, CONSENT_LIVE_ATTRIBUTE, type ConsentChoice } from "./consent-cookie";
import * as styles from "./CookieBar.module.css";

export interface CookieBarProps {
  /** The site settings the bar shows (content/site.yaml). */
  site: Pick<ContentOf<typeof site>, "cookieBar" | "trackers" | "recipients" | "deviceStorage" | "legal"> & {
    controls: Pick<ContentOf<typeof site>["controls"], "newTab">;
  };
  onChoice: (choice: ConsentChoice) => void;
  /**
   * The second layer, asked for with 'Preferenze cookie': the whole explanation and every tracker. A first visit
   * gets the first layer, short enough to leave a phone's page visible (Garante 2021 guidelines).
   */
  detailed?: boolean;
}

/**
 * The consent bar (Garante 2021 guidelines): Accetta and Rifiuta of equal
 * weight, a link to the policy, and an X that means Rifiuta. Shown while no
 * choice is stored (the layout decides); it is in the server's HTML so that it paints with
 * the page instead of popping up after the scripts. Its height is kept clear at the page's end and
 * around what has focus, so focus is never hidden under it (WCAG 2.4.11).
 */
export function CookieBar({ site, onChoice, detailed = false }: CookieBarProps) {
  const copy = site.cookieBar;
  const cookiePolicyUrl = site.legal.cookiePolicyUrl;
  const newTabHint = site.controls.newTab;
  const consentRef = useRef<CookieConsent>(null);
  const barRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const bar = barRef.current?.closest<HTMLElement>(`.${styles.bar}`);
    if (!bar) return undefined;
    // From now on the bar's own handlers store a choice, not the ask script's (consentAskScript).
    bar.setAttribute(CONSENT_LIVE_ATTRIBUTE, "");
    // The root's own properties, not a custom property it would pass down: changing that restyles the whole page.
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${bar.offsetHeight}px`;
      // What is focused scrolls clear of the bar (scroll-padding), and the page ends a bar's height lower
      // (padding), so that its last links can scroll above the bar too.
      root.style.scrollPaddingBottom = height;
      root.style.paddingBottom = height;
      // The bar came back ('Preferenze cookie') or grew over what has focus: bring it back into view.
      const focused = document.activeElement;
      if (focused instanceof HTMLElement && focused !== document.body && !bar.contains(focused)) focused.scrollIntoView({ block: "nearest" });
    });
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
      root.style.removeProperty("padding-bottom");
    };
  }, []);

  const policyLink = (
    <a href={cookiePolicyUrl} target="_blank" rel="noopener noreferrer">
      {copy.policyLinkLabel}
      <span className="visually-hidden"> {newTabHint}</span>
    </a>
  );

  return (
    <CookieConsent
      ref={consentRef}
      location="none"
      visible="show"
      cookieName={CONSENT_COOKIE}
      cookieValue="accepted"
      declineCookieValue="denied"
      expires={CONSENT_DAYS}
      sameSite="none"
      cookieSecurity
      enableDeclineButton
      flipButtons
      disableStyles
      buttonText={copy.accept}
      declineButtonText={copy.decline}
      ariaAcceptLabel={copy.accept}
      ariaDeclineLabel={copy.decline}
      containerClasses={styles.bar}
      contentClasses={styles.content}
      buttonWrapperClasses={styles.buttons}
      buttonClasses={styles.button}
      declineButtonClasses={styles.button}
      customButtonProps={{ [CONSENT_CHOICE_ATTRIBUTE]: "accepted" }}
      customDeclineButtonProps={{ [CONSENT_CHOICE_ATTRIBUTE]: "denied" }}
      onAccept={() => onChoice("accepted")}
      onDecline={() => onChoice("denied")}
      customContainerAttributes={{ role: "region", "aria-label": "Cookie", "data-detailed": detailed, "data-chrome": "" } as object}
    >
      <div ref={barRef} className={styles.textWrap}>
        {detailed ? (
          <div className={styles.details}>
            <p>
              {copy.details} {policyLink}
            </p>
            <p>
              <strong>{copy.trackersLabel}</strong>
            </p>
            <ul>
              {site.trackers.map((tracker) => (
                <li key={tracker.name}>
                  <strong>{tracker.name}</strong> ({tracker.provider}): {tracker.purpose} {copy.durationLabel}: {tracker.duration}.
                </li>
              ))}
            </ul>
            {site.recipients.length > 0 && (
              <>
                <p>
                  <strong>{copy.recipientsLabel}</strong>
                </p>
                <ul>
                  {site.recipients.map((recipient) => (
                    <li key={recipient.name}>
                      <strong>{recipient.name}</strong> ({recipient.provider}): {recipient.purpose}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>
              <strong>{site.deviceStorage.title}</strong>
            </p>
            <ul>
              {site.deviceStorage.items.map((item) => (
                <li key={item.name}>
                  <strong>{item.name}</strong>: {item.purpose} {copy.durationLabel}: {item.duration}.
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p>
            {copy.text} {policyLink}
          </p>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label={copy.close}
          {...{ [CONSENT_CHOICE_ATTRIBUTE]: "denied" }}
          onClick={() => consentRef.current?.decline()}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </CookieConsent>
  );
}
