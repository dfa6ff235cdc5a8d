import styled from "styled-components";
import { AppStoreMark } from "../ui/AppStoreMark";
import { CardTitle, ProductCard } from "../ui/Card";

export interface GroupTileProps {
  readonly id: string;
  readonly heading: string;
  readonly text: string;
  readonly appStoreMark?: boolean;
}

const Tile = styled(ProductCard)`
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

export function GroupTile({ id, heading, text, appStoreMark = false }: GroupTileProps) {
  return (
    <Tile aria-labelledby={id}>
      {appStoreMark ? <AppStoreMark /> : null}
      <CardTitle id={id}>{heading}</CardTitle>
      <p>{text}</p>
    </Tile>
  );
}
