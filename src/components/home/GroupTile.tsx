import styled from "styled-components";
import { AppStoreMark } from "../ui/AppStoreMark";

export interface GroupTileProps {
  /** Names the tile's heading element: unique on the page. */
  readonly id: string;
  readonly heading: string;
  readonly text: string;
  /** The App Store mark beside the heading, in the apps' group. */
  readonly appStoreMark?: boolean;
  /** Where the heading links to, e.g. the one app's App Store listing. */
  readonly href?: string;
}

/** A night-blue band after a group's cards: its mark, then its heading and text beside it. */
const Tile = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: linear-gradient(
    160deg,
    ${({ theme }) => theme.colors.night},
    ${({ theme }) => theme.colors.nightSoft}
  );
  color: ${({ theme }) => theme.colors.onNight};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: auto 1fr;
    column-gap: ${({ theme }) => theme.space.lg};
  }
`;

const Heading = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  margin-bottom: ${({ theme }) => theme.space.xxs};

  a {
    color: inherit;
  }
`;

const Text = styled.p`
  max-width: 48rem;
  color: ${({ theme }) => theme.colors.onNightSoft};
`;

/** A tile saying something about the whole group, e.g. where its apps are available. */
export function GroupTile({ id, heading, text, appStoreMark = false, href }: GroupTileProps) {
  return (
    <Tile aria-labelledby={id}>
      {appStoreMark ? <AppStoreMark /> : null}
      <div>
        <Heading id={id}>{href ? <a href={href}>{heading}</a> : heading}</Heading>
        <Text>{text}</Text>
      </div>
    </Tile>
  );
}
