/**
 * The map of the studio (pigeon-maps over OpenStreetMap tiles). Loaded on demand by
 * WhereWeAre when the section comes near the viewport, so it never weighs on the first load.
 */
import React from "react";
import { Map, Marker, type TileComponent } from "pigeon-maps";
import { ExternalLink } from "../../shared/external-link/ExternalLink";
import * as styles from "./WhereWeAre.module.css";

export interface StudioMapProps {
  latitude: number;
  longitude: number;
  zoom: number;
  wheelHint: string;
  touchHint: string;
  attribution: string;
  newTabHint: string;
}

/** The tile server; the CSP's img-src allows this origin (src/gatsby/security-headers.ts). */
const tileUrl = (x: number, y: number, z: number) => `https://tile.openstreetmap.org/${z}/${x}/${y}.png`;
const OSM_COPYRIGHT = "https://www.openstreetmap.org/copyright";

/**
 * pigeon-maps' own tile, plus an explicit referrer policy: OpenStreetMap's tile policy
 * needs a Referer, whatever policy the host serves the page with.
 */
const Tile: TileComponent = ({ tile, tileLoaded }) => (
  <img
    src={tile.url}
    srcSet={tile.srcSet}
    width={tile.width}
    height={tile.height}
    loading="lazy"
    decoding="async"
    referrerPolicy="strict-origin-when-cross-origin"
    onLoad={tileLoaded}
    // A tile that fails (offline, server down) leaves the plain background, not a broken image.
    onError={(event) => event.currentTarget.setAttribute("data-failed", "true")}
    alt=""
    className={styles.tile}
    style={{ left: tile.left, top: tile.top }}
  />
);

function Pin() {
  return (
    <svg className={styles.pin} width="48" height="60" viewBox="0 0 48 60" aria-hidden="true" focusable="false" data-testid="map-marker">
      <path d="M24 57C24 57 45 36.5 45 23A21 21 0 0 0 3 23C3 36.5 24 57 24 57Z" strokeWidth="3" strokeLinejoin="round" />
      <circle cx="24" cy="23" r="8" strokeWidth="3" />
    </svg>
  );
}

export default function StudioMap({ latitude, longitude, zoom, wheelHint, touchHint, attribution, newTabHint }: StudioMapProps) {
  const center: [number, number] = [latitude, longitude];
  return (
    <div className={styles.map} data-testid="studio-map">
      <Map
        defaultCenter={center}
        defaultZoom={zoom}
        provider={tileUrl}
        tileComponent={Tile}
        boxClassname={styles.tiles}
        metaWheelZoom
        metaWheelZoomWarning={wheelHint}
        twoFingerDrag
        twoFingerDragWarning={touchHint}
        attributionPrefix={false}
        attribution={
          <ExternalLink href={OSM_COPYRIGHT} newTabHint={newTabHint} className={styles.attributionLink}>
            {attribution}
          </ExternalLink>
        }
      >
        <Marker anchor={center} width={48} height={60}>
          <Pin />
        </Marker>
      </Map>
    </div>
  );
}
