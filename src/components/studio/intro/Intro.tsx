import React from "react";
import { ScrollFadeTitle } from "../../shared/scroll-fade-title/ScrollFadeTitle";
import { SpeechBall, type SpeechBallProps } from "../../shared/speech-ball/SpeechBall";
import * as styles from "./Intro.module.css";

export interface IntroProps {
  title: string;
  speechBall: SpeechBallProps;
}

/** The page's opening: the big 'Studio' title fading on scroll, and the tilted speech-ball. */
export function Intro({ title, speechBall }: IntroProps) {
  return (
    <div className={styles.intro}>
      <ScrollFadeTitle>{title}</ScrollFadeTitle>
      <SpeechBall text={speechBall.text} rotation={speechBall.rotation} className={styles.ball} />
    </div>
  );
}
