const UNIT_MS = { s: 1000, m: 60_000, h: 60 * 60_000, d: 24 * 60 * 60_000 } as const;

/** `<n><unit>`, units s, m, h and d (`90s`, `10m`, `24h`, `7d`), in milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d{1,6})([smhd])$/.exec(text.trim());
  return match ? Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS] : undefined;
}

/** A duration in the largest unit that divides it: `10m`, `36h`, `1500ms`. */
export function formatDuration(ms: number): string {
  for (const unit of ['d', 'h', 'm', 's'] as const)
    if (ms >= UNIT_MS[unit] && ms % UNIT_MS[unit] === 0) return `${ms / UNIT_MS[unit]}${unit}`;
  return `${ms}ms`;
}
