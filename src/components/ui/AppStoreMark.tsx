import styled from "styled-components";

const Top = styled.stop`
  stop-color: ${({ theme }) => theme.colors.sky};
`;

const Bottom = styled.stop`
  stop-color: ${({ theme }) => theme.colors.twilight};
`;

const Strokes = styled.g`
  stroke: ${({ theme }) => theme.colors.onNight};
`;

/** A simple, original "app store" mark: a rounded tile with an A made of three strokes. */
export function AppStoreMark({ size = 48 }: { readonly size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="app-store-mark" x1="0" y1="0" x2="0" y2="1">
          <Top offset="0" />
          <Bottom offset="1" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="11" fill="url(#app-store-mark)" />
      <Strokes strokeWidth="3.2" strokeLinecap="round" fill="none">
        <path d="M19 14l10.5 19" />
        <path d="M29 14L18.5 33" />
        <path d="M13.5 28.5h21" />
      </Strokes>
    </svg>
  );
}
