import { useEffect, useState } from "react";
import styled from "styled-components";
import { Container } from "@/components/ui/Container";
import { colors, radii, shadows } from "@/styles/theme";
import type { ContactData } from "@/types/api";

// 'Our Location' (SPEC section 2, 500px high): the OpenStreetMap frame of the position
// the admin set (the CSP's frame-src allows that origin), over a drawn map of the
// office's neighbourhood (inline SVG). The drawing is what the server renders and what
// stays when the frame cannot load: no position set, the browser offline, or the frame
// not loaded yet. The frame is mounted only in the browser, after hydration.

type MapLocation = NonNullable<ContactData["map"]>;

const Embedded = styled.iframe<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  border: 0;
  opacity: ${(p) => (p.$shown ? 1 : 0)};
  transition: opacity 0.3s ease;
`;

const Larger = styled.a`
  display: inline-block;
  margin-top: 0.75rem;
  color: ${colors.teal};
  font-weight: 600;
`;

/** The frame, once the page runs in a browser that is online; shown when it has loaded. */
function MapFrame({ map }: { map: MapLocation }) {
  const [mounted, setMounted] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => setMounted(typeof navigator === "undefined" || navigator.onLine !== false), []);
  if (!mounted) return null;
  return (
    <Embedded
      $shown={loaded}
      src={map.embedUrl}
      title="Map of the Tradehub office (OpenStreetMap)"
      loading="lazy"
      referrerPolicy="no-referrer"
      sandbox="allow-scripts allow-same-origin"
      onLoad={() => setLoaded(true)}
    />
  );
}

const Band = styled.section`
  padding-block: 3.5rem 4.5rem;
  background: ${colors.cream};
  h2 { font-size: clamp(1.7rem, 3.2vw, 2.4rem); font-weight: 800; color: ${colors.forest}; margin-bottom: 1.5rem; }
`;

const Frame = styled.div`
  position: relative;
  height: 500px;
  overflow: hidden;
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  background: #eef3ee;
  svg { display: block; width: 100%; height: 100%; }
`;

const Label = styled.address`
  position: absolute;
  left: 1rem;
  bottom: 1rem;
  max-width: min(24rem, calc(100% - 2rem));
  padding: 0.9rem 1.1rem;
  border-radius: ${radii.md};
  background: rgba(255, 255, 255, 0.96);
  box-shadow: ${shadows.card};
  font-style: normal;
  color: ${colors.ink};
  strong { display: block; color: ${colors.forest}; }
`;

const ROADS = "#ffffff";
const ROAD_EDGE = "#d5ddd6";

export function LocationMap({ address, map }: { address: string; map: MapLocation | null }) {
  return (
    <Band aria-labelledby="location-title">
      <Container>
        <h2 id="location-title">Our Location</h2>
        <Frame>
          <svg viewBox="0 0 1200 500" preserveAspectRatio="xMidYMid slice" role="img" aria-labelledby="map-title map-desc">
            <title id="map-title">Map of the Tradehub office</title>
            <desc id="map-desc">
              An illustrated street map of Bandra Kurla Complex, Mumbai, between the Mithi river and the Western Express
              Highway, with a marker on the Tradehub office.
            </desc>
            {/* Sea and creek */}
            <path d="M0 0 H210 C180 90 240 160 200 250 C165 330 230 410 190 500 H0 Z" fill="#cfe6f2" />
            <path d="M40 80 q20 -8 40 0 t40 0 M30 200 q20 -8 40 0 t40 0 M50 330 q20 -8 40 0 t40 0 M20 440 q20 -8 40 0 t40 0"
              stroke="#a9cfe3" strokeWidth="3" fill="none" />
            <path d="M200 250 C320 230 380 300 480 290 C600 278 640 360 760 350 C860 342 930 400 1200 380"
              stroke="#b9dbec" strokeWidth="34" fill="none" strokeLinecap="round" />
            {/* Parks */}
            <rect x="820" y="60" width="170" height="120" rx="18" fill="#d3e9d2" />
            <rect x="300" y="370" width="150" height="95" rx="18" fill="#d3e9d2" />
            <circle cx="1080" cy="230" r="55" fill="#d3e9d2" />
            {/* Blocks */}
            <g fill="#e1e8e2">
              <rect x="300" y="40" width="140" height="90" rx="8" />
              <rect x="470" y="40" width="150" height="90" rx="8" />
              <rect x="650" y="40" width="140" height="90" rx="8" />
              <rect x="300" y="160" width="140" height="80" rx="8" />
              <rect x="470" y="160" width="150" height="80" rx="8" />
              <rect x="820" y="210" width="170" height="70" rx="8" />
              <rect x="520" y="380" width="160" height="90" rx="8" />
              <rect x="820" y="410" width="150" height="70" rx="8" />
              <rect x="1010" y="400" width="170" height="80" rx="8" />
              <rect x="1010" y="40" width="170" height="120" rx="8" />
            </g>
            <rect x="650" y="160" width="140" height="80" rx="8" fill="#f6dca6" />
            {/* Roads */}
            <g stroke={ROAD_EDGE} strokeWidth="26" fill="none" strokeLinecap="round">
              <path d="M270 0 V500" />
              <path d="M1000 0 V500" />
              <path d="M230 145 H1200" />
            </g>
            <g stroke={ROADS} strokeWidth="20" fill="none" strokeLinecap="round">
              <path d="M270 0 V500" />
              <path d="M1000 0 V500" />
              <path d="M230 145 H1200" />
            </g>
            <g stroke={ROADS} strokeWidth="9" fill="none" strokeLinecap="round">
              <path d="M455 30 V250" />
              <path d="M805 30 V480" />
              <path d="M635 30 V250" />
              <path d="M290 255 H800" />
              <path d="M490 330 V480" />
              <path d="M700 360 H1190" />
            </g>
            <g fill="#6b7d74" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="600">
              <text x="284" y="480" transform="rotate(-90 284 480)">Western Express Highway</text>
              <text x="300" y="139">Bandra Kurla Complex Road</text>
              <text x="900" y="342">Mithi River</text>
              <text x="40" y="490">Arabian Sea</text>
            </g>
            {/* Compass */}
            <g transform="translate(1140 440)">
              <circle r="24" fill="#ffffff" stroke={ROAD_EDGE} strokeWidth="2" />
              <path d="M0 -16 L6 4 L0 0 L-6 4 Z" fill={colors.teal} />
              <text y="18" textAnchor="middle" fontSize="11" fontWeight="700" fill={colors.forest} fontFamily="system-ui, sans-serif">
                N
              </text>
            </g>
            {/* The office */}
            <g transform="translate(720 200)">
              <ellipse cx="0" cy="4" rx="18" ry="6" fill="rgba(11, 59, 48, 0.25)" />
              <path d="M0 0 C-4 -14 -26 -30 -26 -52 A26 26 0 0 1 26 -52 C26 -30 4 -14 0 0 Z" fill={colors.saffron} stroke={colors.forest} strokeWidth="3" />
              <circle cx="0" cy="-52" r="10" fill={colors.forest} />
            </g>
          </svg>
          {map && <MapFrame map={map} />}
          <Label>
            <strong>Tradehub</strong>
            {address}
          </Label>
        </Frame>
        {map && (
          <Larger href={map.linkUrl} target="_blank" rel="noreferrer">
            View larger map
          </Larger>
        )}
      </Container>
    </Band>
  );
}
