import type { GroupTechnologyDto } from '@api';
import { useState } from 'react';

/** Backgrounds of the initials: each at least 4.8:1 against their white text (WCAG AA for small text). */
const PALETTE = ['#4f46e5', '#0369a1', '#047857', '#b45309', '#dc2626', '#7c3aed', '#be185d', '#0f766e'];

function initials(name: string): string {
  const letters = name.replace(/[^\p{L}\p{N}+#]/gu, '');
  return (letters.slice(0, 2) || '?').toUpperCase();
}

interface TechnologyIconProps {
  technology: Pick<GroupTechnologyDto, 'name' | 'imageURL'>;
  size?: number;
  /** Out of sight for now: an empty box of the icon's size, which takes its place without moving anything. */
  deferred?: boolean;
}

/** A technology's icon (served by the backend under /static/tech-icons/), or its initials for custom ones. Shared by every screen that shows a technology. */
export function TechnologyIcon({ technology, size = 24, deferred = false }: TechnologyIconProps) {
  const [failed, setFailed] = useState(false);
  if (deferred) return <span className="ss-tech-icon ss-tech-icon--pending" aria-hidden="true" style={{ width: size, height: size }} />;
  if (technology.imageURL && !failed) {
    return (
      <img
        className="ss-tech-icon"
        src={technology.imageURL}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    );
  }
  const color = PALETTE[[...technology.name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % PALETTE.length];
  return (
    <span
      className="ss-tech-icon ss-tech-icon--initials"
      aria-hidden="true"
      style={{ width: size, height: size, background: color, fontSize: Math.round(size * 0.42) }}
    >
      {initials(technology.name)}
    </span>
  );
}
