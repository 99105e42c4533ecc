import React, { lazy, useRef } from "react";
import { useInView } from "../../../hooks/useInView";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import { LazyChunk } from "../../shared/lazy-chunk/LazyChunk";
import * as pill from "../../shared/pill-link/PillLink.module.css";
import * as styles from "./WhereWeAre.module.css";

const StudioMap = lazy(() => import(/* webpackChunkName: "studio-map" */ "./StudioMap"));

export interface WhereWeAreProps {
  title: string;
  text: string;
  siteName: string;
  address: { street: string; postalCode: string; town: string; province: string; region: string };
  map: { latitude: number; longitude: number; zoom: number; placeUrl: string; directionsUrl: string };
  labels: {
    largerMap: string;
    directions: string;
    map: string;
    wheelHint: string;
    touchHint: string;
    attribution: string;
    /** Who receives the visitor's data when the map loads, said before it does. */
    notice: string;
  };
  newTabHint: string;
}

/** How far below the viewport the map starts loading, so it is ready when it arrives. */
const MAP_PRELOAD_MARGIN = "600px 0px";

/**
 * 'Dove siamo': the text, a notice of who receives the visitor's data when the map loads (above it, so it is read
 * first), an address card with links to the maps service, and the map, loaded only when the section comes near the
 * viewport. The address is plain text, so nothing depends on the map.
 */
export function WhereWeAre({ title, text, siteName, address, map, labels, newTabHint }: WhereWeAreProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const near = useInView(frameRef, { rootMargin: MAP_PRELOAD_MARGIN, once: true });
  return (
    <section className={styles.section} aria-labelledby="where-we-are-title">
      <div className={styles.intro}>
        <h2 id="where-we-are-title" className={styles.title}>
          {title}
        </h2>
        <div className={styles.text}>
          <p>{text}</p>
          <p className={styles.notice}>{labels.notice}</p>
        </div>
      </div>
      <div className={styles.place}>
        <div ref={frameRef} className={styles.frame} role="group" aria-label={labels.map} data-near={near}>
          {near && (
            <LazyChunk fallback={null}>
              <StudioMap
                latitude={map.latitude}
                longitude={map.longitude}
                zoom={map.zoom}
                wheelHint={labels.wheelHint}
                touchHint={labels.touchHint}
                attribution={labels.attribution}
                newTabHint={newTabHint}
              />
            </LazyChunk>
          )}
        </div>
        <div className={styles.card}>
          <address className={styles.address}>
            <strong className={styles.siteName}>{siteName}</strong>
            <span>{address.street}</span>
            <span>
              {address.postalCode} {address.town} ({address.province})
            </span>
            <span>{address.region}</span>
          </address>
          <div className={styles.links}>
            <ExternalLink href={map.placeUrl} newTabHint={newTabHint} className={pill.solid}>
              {labels.largerMap}
            </ExternalLink>
            <ExternalLink href={map.directionsUrl} newTabHint={newTabHint} className={pill.outline}>
              {labels.directions}
            </ExternalLink>
          </div>
        </div>
      </div>
    </section>
  );
}
