import React from "react";
import type { ContentOf, homePage, site } from "../../../content/collections";
import { Mascot } from "../../shared/mascot/Mascot";
import { SpeechBall } from "../../shared/speech-ball/SpeechBall";
import { CoinButton } from "./CoinButton";
import * as styles from "./Cover.module.css";

/** The cover as content/pages/home.yaml holds it (two floating labels), and its speech ball (content/site.yaml). */
export type CoverProps = ContentOf<typeof homePage>["cover"] & { speechBall: ContentOf<typeof site>["speechBalls"]["home"] };

/**
 * The first screen: the slogan is plain server-rendered text (the page's
 * largest paint, no script or image needed); labels, mascots and the
 * speech-ball float around it. Rotations and layouts change with CSS only,
 * so the server markup is right at every width.
 */
export function Cover({ slogan, labels, coinButtonLabel, speechBall }: CoverProps) {
  return (
    <section className={styles.cover}>
      <div className={styles.headline}>
        <h1 className={styles.slogan}>{slogan}</h1>
        <ul className={styles.labels}>
          {labels.map((label, index) => (
            <li key={label} className={styles.label} data-index={index}>
              {label}
            </li>
          ))}
        </ul>
        <CoinButton label={coinButtonLabel} className={styles.coinPlace} />
      </div>
      <div className={styles.stage}>
        <div className={`${styles.figure} ${styles.orange}`} data-testid="mascot-orange">
          <div className={styles.float}>
            <Mascot fillColor="orange" />
          </div>
        </div>
        <div className={`${styles.figure} ${styles.blue}`} data-testid="mascot-blue">
          <div className={styles.float}>
            <Mascot fillColor="blue" />
          </div>
        </div>
        <div className={styles.speech}>
          <div className={styles.float}>
            <SpeechBall text={speechBall.text} rotation={speechBall.rotation} className={styles.ball} />
          </div>
        </div>
      </div>
    </section>
  );
}
