import { useTheme } from "styled-components";

/** A simple, original "app store" mark: a rounded tile with an A made of three strokes. */
export function AppStoreMark({ size = 48 }: { readonly size?: number }) {
  const { colors } = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="app-store-mark" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" style={{ stopColor: colors.sky }} />
          <stop offset="1" style={{ stopColor: colors.twilight }} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="11" fill="url(#app-store-mark)" />
      <g style={{ stroke: colors.onNight }} strokeWidth="3.2" strokeLinecap="round" fill="none">
        <path d="M19 14l10.5 19" />
        <path d="M29 14L18.5 33" />
        <path d="M13.5 28.5h21" />
      </g>
    </svg>
  );
}

/** A simple, original "play store" mark, beside the App Store's: a play sign on the same tile. */
export function GooglePlayMark({ size = 48 }: { readonly size?: number }) {
  const { colors } = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="11" style={{ fill: colors.twilight }} />
      <path
        d="M18 13.5v21a1.5 1.5 0 0 0 2.3 1.3l16-10.5a1.5 1.5 0 0 0 0-2.6l-16-10.5a1.5 1.5 0 0 0-2.3 1.3Z"
        style={{ fill: colors.gold }}
      />
    </svg>
  );
}
