import styled from "styled-components";
import { AppStoreMark } from "../ui/AppStoreMark";
import { Card, CardTitle } from "../ui/Card";

interface AppStoreTileProps {
  readonly heading: string;
  readonly text: string;
}

const Tile = styled(Card)`
  align-items: flex-start;
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.night},
    ${({ theme }) => theme.colors.nightSoft}
  );
  color: ${({ theme }) => theme.colors.onNight};
  border-color: transparent;

  p {
    color: ${({ theme }) => theme.colors.onNightSoft};
  }
`;

/** A small tile saying where the app is available. */
export function AppStoreTile({ heading, text }: AppStoreTileProps) {
  return (
    <Tile aria-labelledby="app-store-tile">
      <AppStoreMark />
      <CardTitle id="app-store-tile">{heading}</CardTitle>
      <p>{text}</p>
    </Tile>
  );
}
